# language: pt
@simplified
Funcionalidade: As regras simplificadas
  As regras que o trabalho do enunciado joga (§1.2.1): a captura não é obrigatória, as damas andam
  uma casa mas também para trás, um peão que chega à última linha a meio de uma captura continua
  como dama, e não há empates: um jogador pode, em vez disso, desistir.

  Contexto:
    Dadas as regras simplificadas

  @CHECKERS-18 @ex03
  Regra: Simplificadas: a captura não é obrigatória; pode jogar-se qualquer jogada legal
    Uma jogada que os peões não podem fazer continua a ser recusada como ilegal, com a mensagem
    do contrato "not a legal move" (não é uma jogada legal), e não por não capturar.

    Exemplo: As capturas e as jogadas simples são todas legais
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   w
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as jogadas legais são 22x15, 22-17, 24-19, 24-20

    Exemplo: Uma jogada que não captura é jogada
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   w
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando as Brancas jogam 24-20
      Então a casa 20 tem um peão branco
      E a casa 18 tem um peão preto
      E é a vez das Pretas

    Exemplo: Uma jogada que os peões não podem fazer é recusada por ser ilegal, não por não capturar
      Dada a posição "W:W22,24:B18"
      Quando as Brancas jogam 24-28
      Então é recusado com a mensagem "not a legal move"
      E o tabuleiro fica como estava

  @CHECKERS-19 @ex06
  Regra: As damas simplificadas andam como os peões, uma casa, mas também para trás, tanto em jogadas simples como em saltos

    Exemplo: Uma dama anda uma casa em cada uma das quatro direções
      Dada a posição "W:WK22:B1"
      Quando se listam as jogadas legais
      Então as jogadas legais são 22-17, 22-18, 22-25, 22-26

    Exemplo: Uma dama não voa
      Dada a posição "W:WK29:B1"
      Quando se listam as jogadas legais
      Então as jogadas legais são 29-25

    Exemplo: Uma dama salta para trás
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   W   .   .
        6 .   b   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as jogadas legais incluem 18x25

  @CHECKERS-20 @ex05
  Regra: Simplificadas: um peão que chega à última linha a meio de uma captura é coroado logo e continua
    Um peão que chega à última linha a meio de uma captura torna-se logo dama e pode continuar a
    capturar como dama.

    Exemplo: Depois da promoção a captura continua para trás
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   b   b   .
        3   .   .   w   .
        4 .   .   .   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando as Brancas jogam 11x2x9
      Então a casa 9 tem uma dama branca
      E a casa 7 está vazia
      E a casa 6 está vazia

    Exemplo: O peão também pode parar na última linha, e é dama
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   b   b   .
        3   .   .   w   .
        4 .   .   .   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando as Brancas jogam 11x2
      Então a casa 2 tem uma dama branca

  @CHECKERS-21 @ex08
  Regra: Simplificadas: não há empates; um jogador pode, em vez disso, desistir
    Depois de uma desistência o jogo acabou, e uma nova desistência é recusada com a mensagem do
    contrato "the game is over" (o jogo acabou).

    Exemplo: Vinte jogadas de damas sem captura não empatam
      Dada a posição "W:WK29,K32:BK1"
      Quando se jogam à vez as jogadas 29-25, 1-5, 25-29, 5-1 até terem sido feitas 20 jogadas
      Então o jogo não acabou
      E foram contadas 20 jogadas de dama sem captura

    Exemplo: Um jogador desiste e o outro ganha
      Dada a posição "W:W22:B11"
      Quando as Brancas desistem
      Então ganham as Pretas por desistência

    Exemplo: Depois de uma desistência nenhuma jogada é legal
      Dada a posição "W:W22:B11"
      E as Brancas desistiram
      Quando se listam as jogadas legais
      Então as jogadas legais são nenhuma

    Exemplo: Depois de uma desistência também nenhuma jogada se lista salto a salto
      Dada a posição "W:W22:B11"
      E as Brancas desistiram
      Quando se listam as jogadas salto a salto
      Então as jogadas legais são nenhuma

    Exemplo: Um jogo acabado não admite desistência
      Dada a posição "W:W22:B18"
      E foram feitas as jogadas 22x15
      Quando as Pretas desistem
      Então é recusado com a mensagem "the game is over"
      E o tabuleiro fica como estava
      E ganham as Brancas
