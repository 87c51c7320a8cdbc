# language: pt
Funcionalidade: O xeque e a segurança do próprio rei
  Um rei atacado está em xeque. Nenhuma jogada pode deixar o próprio rei atacado: não se pode
  mover o rei para uma casa atacada, nem mover uma peça que protege o rei, nem ignorar um xeque.

  @CHESS-11 @ex02
  Regra: Uma casa é atacada por todas as peças que a podiam capturar, e um rei atacado está em xeque
    Uma peça cravada continua a atacar. O lado que acabou de jogar não pode estar em xeque, porque
    nenhuma jogada pode deixar o próprio rei atacado: uma posição em que esteja é recusada. A
    recusa é a do motor de jogo, cujas mensagens estão em inglês: "the side not to move cannot be
    in check" quer dizer que o lado que não joga não pode estar em xeque.

    Exemplo: Um cavalo ataca em L, saltando
      Quando o tabuleiro é montado com as pretas a jogar
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . N . p p . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . . . 2
        1 . . . . K . . . 1
          a b c d e f g h
        """
      Então as pretas estão em xeque
      E a8 é atacada pelas brancas
      E e6 é atacada pelas brancas
      E d7 não é atacada pelas brancas

    Exemplo: Um peão ataca só na diagonal para a frente
      Quando a posição "8/8/4k3/4P3/8/8/8/4K3 b - - 0 1" é montada
      Então as pretas não estão em xeque
      E d6 é atacada pelas brancas
      E f6 é atacada pelas brancas
      E e6 não é atacada pelas brancas
      E e4 não é atacada pelas brancas

    Exemplo: Uma peça pelo meio bloqueia o ataque
      Quando a posição "4k3/4p3/8/8/8/8/8/4RK2 b - - 0 1" é montada
      Então e7 é atacada pelas brancas
      E e8 não é atacada pelas brancas
      E as pretas não estão em xeque

    Exemplo: Uma peça cravada continua a dar xeque
      Quando a posição "4r3/8/8/8/3k4/8/4N3/4K3 b - - 0 1" é montada
      Então as pretas estão em xeque

    Exemplo: O lado que não joga não pode estar em xeque
      Quando a posição "4k3/8/8/8/8/8/8/4RK2 w - - 0 1" é montada
      Então a posição é recusada porque "the side not to move cannot be in check"

  @CHESS-23 @ex03
  Regra: Uma jogada que ataca o rei adversário dá xeque, e o jogo di-lo

    Exemplo: Uma dama dá xeque ao longo de uma diagonal
      Dada a posição "4k3/8/8/8/8/8/8/3QK3 w - - 0 1"
      Quando as brancas jogam "Qh5"
      Então a jogada é feita
      E as pretas estão em xeque
      E o estado é "xeque"

    Exemplo: Um cavalo dá xeque, saltando
      Dada a posição "4k3/7p/8/3N4/8/8/8/4K3 w - - 0 1"
      Quando as brancas jogam "Nc7"
      Então a jogada é feita
      E as pretas estão em xeque

    Exemplo: Uma peça que sai de uma linha descobre um xeque
      Dada a posição "4k3/8/8/8/8/8/4N3/4RK2 w - - 0 1"
      Quando as brancas jogam "Nc3"
      Então a jogada é feita
      E as pretas estão em xeque
      E o estado é "xeque"

    Exemplo: Uma peça pelo meio bloqueia o xeque
      Dada a posição "4k3/4p3/8/8/8/8/8/R4K2 w - - 0 1"
      Quando as brancas jogam "Re1"
      Então a jogada é feita
      E e7 é atacada pelas brancas
      E e8 não é atacada pelas brancas
      E as pretas não estão em xeque
      E o estado é "em curso"

  @CHESS-10 @ex03
  Regra: Nenhuma jogada pode deixar o próprio rei atacado; uma jogada assim é recusada e o mesmo jogador joga de novo
    A recusa é a do motor de jogo, cujas mensagens estão em inglês: "e1f2 is not a legal move
    for white" quer dizer que e1f2 não é uma jogada legal para as brancas.

    Exemplo: O rei não se pode pôr em xeque
      Dada a posição "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"
      Quando as brancas movem a peça de e1 para f2
      Então a jogada é recusada porque "e1f2 is not a legal move for white"
      E o jogo fica como estava
      E jogam as brancas
      E a peça em e1 pode ir exatamente para "d2 f1"

    Exemplo: Uma peça cravada não pode sair da linha
      Dado o tabuleiro com as brancas a jogar
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . r . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . . . . N . . . 2
        1 . . . . K . . . 1
          a b c d e f g h
        """
      Quando as brancas jogam "Nc3"
      Então a jogada é recusada
      E o jogo fica como estava
      E a peça em e2 não se pode mover
      E as brancas têm 4 jogadas legais

    Esquema do Cenário: Uma peça cravada ao longo de uma <linha> não a pode deixar
      Dada a posição "<fen>"
      Quando as brancas jogam "<jogada>"
      Então a jogada é recusada
      E o jogo fica como estava
      E a peça em <cravada> não se pode mover

      Exemplos:
        | linha    | fen                               | jogada | cravada |
        | linha    | 4k3/8/8/8/K2N3r/8/8/8 w - - 0 1   | Nc6    | d4      |
        | diagonal | 4k3/8/8/8/8/2b5/3N4/4K3 w - - 0 1 | Nf3    | d2      |

    Exemplo: Um rei não pode ficar ao lado do outro rei
      Dado o tabuleiro com as brancas a jogar
        """
          a b c d e f g h
        8 . . . . . . . . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . k . . . . 5
        4 . . . . . . . . 4
        3 . . . K . . . . 3
        2 . . . . . . . P 2
        1 . . . . . . . . 1
          a b c d e f g h
        """
      Quando as brancas jogam "Kd4"
      Então a jogada é recusada
      E o jogo fica como estava
      E a peça em d3 pode ir exatamente para "c2 c3 d2 e2 e3"

    Exemplo: Um jogador em xeque tem de sair dele
      Dada a posição "4k1Q1/6Rn/8/8/8/8/8/4K3 b - - 0 1"
      Quando as pretas jogam "Ng5"
      Então a jogada é recusada
      E o jogo fica como estava
      E jogam as pretas
      E as pretas têm 1 jogada legal
      E a peça em h7 pode ir exatamente para "f8"

    Exemplo: Capturar a peça que dá xeque acaba com o xeque
      Dada a posição "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1"
      Quando as brancas jogam "Kxd2"
      Então a jogada é feita
      E em d2 as brancas têm um rei
