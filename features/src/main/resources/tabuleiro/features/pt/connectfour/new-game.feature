# language: pt
Funcionalidade: Um jogo novo
  Um jogo começa com newGame(): ainda não se jogou nada, e é a vez do primeiro jogador.

  @C4-03 @ex01
  Regra: Um jogo novo tem a grelha vazia, não terminou, não tem vencedor nem linha vencedora, e o próximo a jogar é o jogador 1

    Cenário: Um jogo novo está pronto a ser jogado
      Quando começa um novo jogo
      Então a grelha é
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 . . . . . . .
        6 . . . . . . .
        """
      E o jogador 1 é o próximo a jogar

    Cenário: Nada terminou um jogo novo: não acabou, ninguém ganhou, e nenhuma coluna está cheia
      Quando começa um novo jogo
      Então o jogo não terminou
      E não há vencedor nem linha vencedora
      E todas as colunas de 1 a 7 têm espaço
