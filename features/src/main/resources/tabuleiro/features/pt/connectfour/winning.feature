# language: pt
Funcionalidade: Quatro em linha
  Um jogador que alinha quatro peças suas ganha: ao longo de uma linha, de uma coluna ou de uma das
  duas diagonais. O jogo termina aí, e o motor do jogo diz quem ganhou e que quatro casas formam a
  linha vencedora. Uma linha escreve-se de uma ponta à outra; qualquer das pontas pode vir primeiro.

  # tag::rule-header[]
  @C4-09 @ex02
  Regra: Um jogador ganha com quatro peças suas em linha, na horizontal, na vertical ou em qualquer das diagonais
  # end::rule-header[]

    # tag::win-row[]
    Cenário: Quatro em linha ao longo de uma linha
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 . . 2 2 . . .
        6 . 1 1 1 . . 2
        """
      Quando o jogador 1 joga na coluna 5
      Então o jogador 1 ganha com a linha (6,2) (6,3) (6,4) (6,5)
    # end::win-row[]

    Cenário: Quatro em linha ao longo de uma coluna, por cima de uma peça do adversário
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . 1 . . . .
        4 . . 1 . . . .
        5 . 2 1 . . . .
        6 . 1 2 . 2 2 .
        """
      Quando o jogador 1 joga na coluna 3
      Então o jogador 1 ganha com a linha (2,3) (3,3) (4,3) (5,3)

    # tag::win-rising[]
    Cenário: Quatro em linha numa diagonal que sobe para a direita
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . 1 2 . . .
        5 . 1 2 1 . . .
        6 1 2 1 2 2 . .
        """
      Quando o jogador 1 joga na coluna 4
      Então o jogador 1 ganha com a linha (6,1) (5,2) (4,3) (3,4)
    # end::win-rising[]

    Cenário: Quatro em linha numa diagonal que desce para a direita
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . 1 2 . .
        5 . . . 1 2 2 .
        6 . . . 1 1 1 2
        """
      Quando o jogador 2 joga na coluna 4
      Então o jogador 2 ganha com a linha (3,4) (4,5) (5,6) (6,7)

    Cenário: Quatro em linha ao longo de uma coluna, até à linha de cima
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . 1 . . . .
        3 . . 1 . . . .
        4 . . 1 . . . .
        5 . 1 2 2 . . .
        6 2 1 2 1 . 2 2
        """
      Quando o jogador 1 joga na coluna 3
      Então o jogador 1 ganha com a linha (1,3) (2,3) (3,3) (4,3)

    Cenário: Quatro em linha numa diagonal, completada a meio
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 1 . . . . . .
        4 2 1 . . . . .
        5 2 2 . . . . .
        6 1 2 2 1 . 1 .
        """
      Quando o jogador 1 joga na coluna 3
      Então o jogador 1 ganha com a linha (3,1) (4,2) (5,3) (6,4)

    Cenário: Quatro peças seguidas não ganham quando uma delas é do adversário
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 2 . 2 . . . .
        6 1 1 2 1 . . .
        """
      Quando o jogador 1 joga na coluna 5
      Então o jogo não terminou
      E não há vencedor nem linha vencedora

  @C4-10 @ex02
  Regra: Uma vitória termina o jogo, e o motor do jogo indica o vencedor e uma linha de quatro vencedora com a última peça
    Quando um jogador ganha, o jogo terminou, winner é esse jogador, e winningLine lista as quatro
    casas de uma linha de quatro vencedora, entre as quais a peça acabada de jogar. Depois de uma
    vitória não se fazem mais jogadas.

    Cenário: A peça que ganha pode preencher um buraco a meio da linha
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 2 2 . 2 . . .
        6 1 1 . 1 . . .
        """
      Quando o jogador 1 joga na coluna 3
      Então o jogo terminou
      E o jogador 1 ganha com a linha (6,1) (6,2) (6,3) (6,4)

    Cenário: O jogador 2 também pode ganhar
      Dadas as jogadas 1 2 1 2 1 2 3
      Quando o jogador 2 joga na coluna 2
      Então o jogo terminou
      E o jogador 2 ganha com a linha (3,2) (4,2) (5,2) (6,2)

    Cenário: Cinco em linha: a linha vencedora é quatro delas, incluindo a peça acabada de jogar
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 2 2 . 2 2 . .
        6 1 1 . 1 1 . .
        """
      Quando o jogador 1 joga na coluna 3
      Então o jogador 1 ganha com a linha (6,1) (6,2) (6,3) (6,4) ou a linha (6,2) (6,3) (6,4) (6,5)

    Cenário: Uma peça que faz duas linhas de quatro de uma vez: a linha vencedora é qualquer delas
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 1 . . . . . .
        4 2 1 . . . . .
        5 2 2 1 . . 1 2
        6 2 2 2 . 1 1 1
        """
      Quando o jogador 1 joga na coluna 4
      Então o jogador 1 ganha com a linha (6,4) (6,5) (6,6) (6,7) ou a linha (3,1) (4,2) (5,3) (6,4)

    Cenário: A última peça, que enche a grelha e faz quatro em linha, ganha: uma vitória, não um empate
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 1 2 2 2 . 1 2
        2 1 2 1 1 1 2 1
        3 2 1 2 1 1 2 2
        4 1 1 2 2 2 1 1
        5 2 1 2 2 1 1 2
        6 2 2 1 1 2 1 1
        """
      Quando o jogador 2 joga na coluna 5
      Então o jogo terminou
      E o jogador 2 ganha com a linha (1,2) (1,3) (1,4) (1,5)

    Cenário: Depois de uma vitória não se fazem mais jogadas
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 2 2 2 . . . .
        6 1 1 1 1 . . .
        """
      Quando o jogador 2 joga na coluna 4
      Então a jogada é recusada porque o jogo terminou
      E o jogo fica inalterado
