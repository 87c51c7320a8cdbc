# language: pt
Funcionalidade: O xeque e a segurança do próprio rei
  Um rei atacado está em xeque. Nenhuma jogada pode deixar o próprio rei atacado: não se pode
  mover o rei para uma casa atacada, nem mover uma peça que protege o rei, nem ignorar um xeque.

  @CHESS-11 @ex03
  Regra: Um rei atacado está em xeque, e o jogo di-lo

    Exemplo: Uma dama dá xeque ao longo de uma diagonal
      Dado um jogo novo
      E as jogadas "e4 f5" já foram feitas
      Quando as brancas jogam "Qh5"
      Então a jogada é feita
      E as pretas estão em xeque
      E o estado é "xeque"

    Exemplo: Um cavalo dá xeque, saltando
      Dada a posição "4k3/7p/8/3N4/8/8/8/4K3 w - - 0 1"
      Quando as brancas jogam "Nc7"
      Então a jogada é feita
      E as pretas estão em xeque

    Exemplo: Um peão dá xeque só na diagonal para a frente
      Dada a posição "8/8/4k3/8/4P3/8/8/4K3 w - - 0 1"
      Quando as brancas jogam "e5"
      Então a jogada é feita
      E as pretas não estão em xeque
      E d6 é atacada pelas brancas
      E f6 é atacada pelas brancas
      E e6 não é atacada pelas brancas

    Exemplo: Uma peça pelo meio bloqueia o xeque
      Dada a posição "4k3/4p3/8/8/8/8/8/R4K2 w - - 0 1"
      Quando as brancas jogam "Re1"
      Então a jogada é feita
      E e7 é atacada pelas brancas
      E e8 não é atacada pelas brancas
      E as pretas não estão em xeque

  @CHESS-10 @ex04
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
      Dado um jogo novo
      E as jogadas "e4 f5 Qh5" já foram feitas
      Quando as pretas jogam "a6"
      Então a jogada é recusada
      E o jogo fica como estava
      E jogam as pretas
      E as pretas têm 1 jogada legal

    Exemplo: Capturar a peça que dá xeque acaba com o xeque
      Dada a posição "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1"
      Quando as brancas jogam "Kxd2"
      Então a jogada é feita
      E em d2 as brancas têm um rei
