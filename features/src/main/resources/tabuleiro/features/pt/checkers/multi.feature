# language: pt
Funcionalidade: Capturas de várias peças
  Depois de um salto, a mesma peça pode voltar a saltar a partir da casa onde ficou, por isso uma
  só jogada pode capturar várias peças. As peças capturadas ficam no tabuleiro até a jogada
  inteira acabar.

  @CHECKERS-06 @ex04
  Regra: Uma captura continua com mais saltos da mesma peça na mesma jogada
    Depois de uma captura, se a mesma peça puder voltar a capturar a partir da casa onde ficou,
    pode continuar, por isso uma jogada pode capturar várias peças.

    Exemplo: Dois saltos numa jogada
      Dadas as regras clássicas
      E o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando as Brancas jogam 22x15x8
      Então a casa 18 está vazia
      E a casa 11 está vazia
      E a casa 8 tem um peão branco
      E é a vez das Pretas

    Exemplo: Também nas regras simplificadas dois saltos numa jogada
      Dadas as regras simplificadas
      E a posição "W:W22:B1,11,18"
      Quando as Brancas jogam 22x15x8
      Então a casa 18 está vazia
      E a casa 11 está vazia
      E a casa 8 tem um peão branco

    Exemplo: Nas regras clássicas a captura tem de continuar
      Dadas as regras clássicas
      E o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as capturas legais são 22x15x8

    Exemplo: Três saltos, mudando de direção
      Dadas as regras clássicas
      E o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   .   b   .
        6 .   .   .   .
        7   .   b   .   .
        8 .   w   .   .
        """
      Quando se listam as jogadas legais
      Então as capturas legais são 30x23x16x7

  @CHECKERS-10 @ex06
  Regra: Uma captura pode passar duas vezes por uma casa mas nunca tomar uma peça duas vezes; as peças saem no fim
    Uma sequência de captura pode passar mais de uma vez pela mesma casa vazia, não pode capturar
    a mesma peça duas vezes, e as peças capturadas só saem do tabuleiro quando a jogada inteira
    acaba. Duas sequências com o mesmo início, o mesmo fim e as mesmas peças capturadas são uma
    só jogada. Por isso uma dama voadora não pode passar por cima de uma peça que já tomou nem
    parar na sua casa antes de a jogada acabar.

    Exemplo: Um anel de quatro saltos de uma dama volta ao início, e cada jogada é listada uma vez
      Dadas as regras simplificadas
      E o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   b   b   .   .
        4 .   .   .   .
        5   b   b   .   .
        6 .   W   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as jogadas legais são 22-25, 22-26, 22x15, 22x15x6, 22x15x6x13, 22x15x6x13x22, 22x13, 22x13x6, 22x13x6x15

    Exemplo: As peças capturadas são retiradas quando a jogada acaba
      Dadas as regras simplificadas
      E o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   b   b   .   .
        4 .   .   .   .
        5   b   b   .   .
        6 .   W   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando as Brancas jogam 22x15x6x13x22
      Então a casa 18 está vazia
      E a casa 10 está vazia
      E a casa 9 está vazia
      E a casa 17 está vazia
      E a casa 22 tem uma dama branca
      E ganham as Brancas

    # A dama toma 10, 17, 25 e 26. De 19 voaria de volta por cima de 10 para tomar 6, e de 23
    # tomaria 26 outra vez: as peças que tomou ficam no tabuleiro até a jogada acabar, e não pode.
    Exemplo: Uma dama voadora não passa por cima de uma peça que já tomou nem a toma duas vezes
      Dadas as regras clássicas
      E o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   W   .
        2 .   b   .   .
        3   .   b   .   .
        4 .   .   .   .
        5   b   .   .   .
        6 .   .   .   .
        7   b   b   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as capturas legais são 3x14x21x30x23, 3x14x21x30x19, 3x14x21x30x16, 3x14x21x30x12

    Exemplo: A captura que voa de volta por cima de uma peça já tomada é recusada
      Dadas as regras clássicas
      E o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   W   .
        2 .   b   .   .
        3   .   b   .   .
        4 .   .   .   .
        5   b   .   .   .
        6 .   .   .   .
        7   b   b   .   .
        8 .   .   .   .
        """
      Quando as Brancas jogam 3x14x21x30x19x1
      Então a jogada é recusada
      E o tabuleiro fica como estava

    # De 19 a dama tomaria 15 e pararia em 10, onde ainda está a primeira peça que tomou.
    Exemplo: Uma dama voadora não pode parar na casa de uma peça que já tomou
      Dadas as regras clássicas
      E o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   W   .
        2 b   .   .   .
        3   .   b   .   .
        4 .   .   b   .
        5   b   .   .   .
        6 .   .   .   .
        7   b   b   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as capturas legais são 3x14x21x30x23, 3x14x21x30x19, 3x14x21x30x16, 3x14x21x30x12
