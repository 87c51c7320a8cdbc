# language: pt
Funcionalidade: A vez de cada jogador
  Os jogadores jogam alternadamente, primeiro o jogador 1. Uma jogada indica só a coluna onde se
  joga, nunca o jogador: o motor do jogo sabe de quem é a vez pela própria grelha, porque o primeiro
  jogador tem sempre tantas peças como o segundo ou mais uma.

  @C4-04 @ex02
  Regra: Os jogadores jogam alternadamente, e uma jogada indica só a sua coluna, nunca o jogador
    A peça jogada é do jogador 1 quando os dois jogadores têm tantas peças um como o outro, e do
    jogador 2 quando o jogador 1 tem mais uma.

    Cenário: O jogador 1 faz a primeira jogada
      Dado um novo jogo
      Quando se joga na coluna 4
      Então a grelha é
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 . . . . . . .
        6 . . . 1 . . .
        """
      E o jogador 2 é o próximo a jogar

    Cenário: O jogador 2 faz a segunda jogada, mesmo na mesma coluna
      Dadas as jogadas 4
      Quando se joga na coluna 4
      Então a grelha é
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 . . . 2 . . .
        6 . . . 1 . . .
        """
      E o jogador 1 é o próximo a jogar

    Cenário: Com três peças cada um, a peça jogada é do jogador 1
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . 1 . . .
        5 . . . 2 2 . .
        6 . . 2 1 1 . .
        """
      Quando se joga na coluna 7
      Então a grelha é
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . 1 . . .
        5 . . . 2 2 . .
        6 . . 2 1 1 . 1
        """

    Cenário: Com quatro peças do jogador 1 e três do jogador 2, a peça jogada é do jogador 2
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . 1 . . .
        5 . . . 2 2 . .
        6 . . 2 1 1 1 .
        """
      Quando se joga na coluna 6
      Então a grelha é
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . 1 . . .
        5 . . . 2 2 2 .
        6 . . 2 1 1 1 .
        """

  @C4-12 @ex02
  Regra: nextPlayer é 1 ou 2 e segue as contagens de peças
    É o jogador 1 quando os dois jogadores têm tantas peças um como o outro, mesmo numa grelha
    cheia, e o jogador 2 quando o jogador 1 tem mais uma. Uma jogada recusada não passa a vez.

    Esquema do Cenário: Depois das jogadas <jogadas>, o próximo a jogar é o jogador <jogador>
      Dadas as jogadas <jogadas>
      Quando pergunto quem joga a seguir
      Então o jogador <jogador> é o próximo a jogar

      Exemplos:
        | jogadas       | jogador |
        | 4             | 2       |
        | 4 4           | 1       |
        | 1 2 3 4 5 6 7 | 2       |

    Cenário: Numa grelha cheia as contagens são iguais, por isso o próximo é o jogador 1, embora ninguém possa jogar
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 1 2 1 1 2 1 2
        2 1 2 1 1 2 1 2
        3 1 2 1 1 2 1 2
        4 2 1 2 2 1 2 1
        5 2 1 2 2 1 2 1
        6 2 1 2 2 1 2 1
        """
      Quando pergunto quem joga a seguir
      Então o jogador 1 é o próximo a jogar

    Cenário: Uma jogada recusada não passa a vez
      Dadas as jogadas 4 4 4 4 4 4
      Quando o jogador 1 joga na coluna 4
      Então a jogada é recusada porque a coluna 4 está cheia
      E o jogador 1 é o próximo a jogar
