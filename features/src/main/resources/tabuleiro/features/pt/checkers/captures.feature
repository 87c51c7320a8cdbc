# language: pt
Funcionalidade: A captura
  Um peão captura saltando na diagonal, para a frente, uma peça adversária contígua e ficando na
  casa vazia logo a seguir. Ganha o jogador que captura todas as peças adversárias ou deixa o
  adversário sem jogadas. Estas regras valem nas duas variantes; os exemplos usam as regras
  clássicas, e um de cada regra as simplificadas.

  Contexto:
    Dadas as regras clássicas

  @CHECKERS-05 @ex03
  Regra: Um peão captura saltando na diagonal, para a frente, uma peça adversária contígua
    Fica na casa vazia logo a seguir à peça, e a peça saltada é capturada.

    Exemplo: O peão branco em 22 salta o peão preto em 18
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando as Brancas jogam 22x15
      Então a casa 18 está vazia
      E a casa 15 tem um peão branco
      E é a vez das Pretas

    Exemplo: Um peão não captura para trás
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   w   .   .
        6 .   b   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as jogadas legais são 18-14, 18-15

    Exemplo: Também nas regras simplificadas um peão só captura para a frente
      Dadas as regras simplificadas
      E a posição "W:W22:B1,18,26"
      Quando se listam as jogadas legais
      Então as jogadas legais são 22x15, 22-17

    Exemplo: Um peão não captura uma peça mais adiante na diagonal nem uma atrás de si
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   b   .
        5   .   .   .   .
        6 .   w   .   .
        7   .   b   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as jogadas legais são 22-17, 22-18

    Esquema do Cenário: Um salto sobre uma casa vazia não captura nada e é recusado: <posição>
      Dada a posição "<posição>"
      Quando as Brancas jogam 22x15x8
      Então é recusado com a mensagem "must capture 2 pieces"
      E o tabuleiro fica como estava

      Exemplos:
        | posição     | porquê                                      |
        | W:W22:B1    | não há peça em 18 nem em 11                 |
        | W:W22:B18,1 | 18 pode ser saltada, mas em 11 não há nada  |

    Exemplo: A casa a seguir tem de estar vazia
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   w   .
        5   .   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as jogadas legais são 22-17, 15-10, 15-11

  @CHECKERS-08 @ex03
  Regra: Uma peça não salta uma peça da sua cor, nem duas peças juntas na mesma diagonal

    Exemplo: Dois peões pretos seguidos não podem ser saltados
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   b   .
        5   .   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as jogadas legais são 22-17

    Exemplo: Também nas regras simplificadas dois peões pretos seguidos não podem ser saltados
      Dadas as regras simplificadas
      E a posição "W:W22:B1,15,18"
      Quando se listam as jogadas legais
      Então as jogadas legais são 22-17

    Exemplo: Um peão não salta as peças do seu lado
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   w   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as jogadas legais não incluem 22x15
      E as jogadas legais são 22-17, 18-14, 18-15

    Exemplo: Um peão ao lado de um adversário também não salta as peças do seu lado
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 b   .   .   .
        5   b   w   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as jogadas legais são 18-14, 18-15

  @CHECKERS-09 @ex03
  Regra: Peões e damas valem o mesmo na captura: um peão pode capturar uma dama e uma dama pode capturar peões

    Exemplo: Um peão captura uma dama
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   B   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando as Brancas jogam 22x15
      Então a casa 18 está vazia
      E a casa 15 tem um peão branco

    Exemplo: Também nas regras simplificadas um peão captura uma dama
      Dadas as regras simplificadas
      E a posição "W:W22:B1,K18"
      Quando as Brancas jogam 22x15
      Então a casa 18 está vazia
      E a casa 15 tem um peão branco

    Exemplo: Uma dama captura um peão
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   W   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as jogadas legais incluem 22x15

  @CHECKERS-11 @ex03
  Regra: Ganha o jogador que captura todas as peças adversárias, ou que deixa o adversário sem jogadas legais

    Exemplo: Capturar a última peça ganha
      Dada a posição "W:W22:B18"
      Quando as Brancas jogam 22x15
      Então ganham as Brancas

    Exemplo: Também nas regras simplificadas capturar a última peça ganha
      Dadas as regras simplificadas
      E a posição "W:W22:B18"
      Quando as Brancas jogam 22x15
      Então ganham as Brancas

    Exemplo: Deixar o adversário sem jogadas ganha
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   .   .   .
        6 .   w   .   .
        7   .   .   .   b
        8 .   .   .   w
        """
      Quando as Brancas jogam 22-18
      Então ganham as Brancas

    Exemplo: O jogo continua enquanto o adversário pode jogar
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando as Brancas jogam 22x15
      Então o jogo não acabou
