# language: pt
Funcionalidade: O empate
  A grelha leva 42 peças, 21 de cada jogador. Quando está cheia e ninguém tem quatro em linha, o
  jogo terminou e ninguém ganhou.

  @C4-11 @ex02
  Regra: Quando a grelha está cheia e ninguém tem quatro em linha, o jogo termina empatado: não há vencedor nem linha vencedora

    Cenário: A última peça enche a grelha sem quatro em linha: empate
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 1 . 1 1 2 1 2
        2 1 2 1 1 2 1 2
        3 1 2 1 1 2 1 2
        4 2 1 2 2 1 2 1
        5 2 1 2 2 1 2 1
        6 2 1 2 2 1 2 1
        """
      Quando o jogador 2 joga na coluna 2
      Então a grelha é
        """
          1 2 3 4 5 6 7
        1 1 2 1 1 2 1 2
        2 1 2 1 1 2 1 2
        3 1 2 1 1 2 1 2
        4 2 1 2 2 1 2 1
        5 2 1 2 2 1 2 1
        6 2 1 2 2 1 2 1
        """
      E o jogo terminou
      E não há vencedor nem linha vencedora

    Cenário: Com uma casa vazia ainda, o jogo continua
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . 1 1 2 1 2
        2 1 2 1 1 2 1 2
        3 1 2 1 1 2 1 2
        4 2 1 2 2 1 2 1
        5 2 1 2 2 1 2 1
        6 2 1 2 2 1 2 1
        """
      Quando o jogador 1 joga na coluna 1
      Então o jogo não terminou
      E não há vencedor nem linha vencedora
      E o jogador 2 é o próximo a jogar

    Cenário: Enquanto a última coluna ainda tem espaço, o jogo continua
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 1 2 1 1 2 1 .
        2 1 2 1 1 2 1 .
        3 1 2 1 1 2 1 2
        4 2 1 2 2 1 2 1
        5 2 1 2 2 1 2 2
        6 2 1 2 2 1 2 1
        """
      Quando o jogador 1 joga na coluna 7
      Então o jogo não terminou
      E não há vencedor nem linha vencedora
      E o jogador 2 é o próximo a jogar
