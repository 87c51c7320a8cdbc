# language: pt
Funcionalidade: Como as peças se movem
  Cada tipo de peça sabe como se move: o rei uma casa em qualquer direção, a torre ao longo das
  linhas e das colunas, o bispo ao longo das diagonais, a dama ao longo de ambas, nenhuma delas
  saltando por cima de uma peça; o cavalo em L, saltando. Uma peça pode ir para a casa de uma
  peça adversária, capturando-a, mas nunca para a de uma peça do seu lado.

  @CHESS-03 @ex03
  Regra: O rei anda uma casa em qualquer direção

    Exemplo: Um rei no centro do tabuleiro tem oito casas
      Dado o tabuleiro com as brancas a jogar
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . p 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . K . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . . . 2
        1 . . . . . . . . 1
          a b c d e f g h
        """
      Quando as jogadas legais são listadas
      Então a peça em d4 pode ir exatamente para "c3 c4 c5 d3 d5 e3 e4 e5"

    Exemplo: Um rei no canto tem três casas
      Dado o tabuleiro com as brancas a jogar
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . p 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . . . 2
        1 K . . . . . . . 1
          a b c d e f g h
        """
      Quando as brancas jogam "Kb2"
      Então a jogada é feita

    Exemplo: Um rei não pode andar duas casas, a não ser no roque
      Dada a posição "4k3/7p/8/8/3K4/8/8/8 w - - 0 1"
      Quando as brancas movem a peça de d4 para d6
      Então a jogada é recusada
      E o jogo fica como estava
      E a peça em d4 pode ir exatamente para "c3 c4 c5 d3 d5 e3 e4 e5"

  @CHESS-04 @ex03
  Regra: Torres, bispos e damas deslizam ao longo das suas linhas e nunca passam por cima de uma peça

    Exemplo: Uma torre anda na sua linha e na sua coluna até à primeira peça, capturando uma adversária
      Dado o tabuleiro com as brancas a jogar
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . . 7
        6 . . . p . . . . 6
        5 . . . . . . . . 5
        4 . N . R . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . . . 2
        1 . . . . K . . . 1
          a b c d e f g h
        """
      Quando as jogadas legais são listadas
      Então a peça em d4 pode ir exatamente para "c4 e4 f4 g4 h4 d5 d6 d3 d2 d1"

    Exemplo: Um bispo anda ao longo das suas diagonais
      Dado o tabuleiro com as brancas a jogar
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . N . . . . . . 2
        1 . . B . K . . . 1
          a b c d e f g h
        """
      Quando as jogadas legais são listadas
      Então a peça em c1 pode ir exatamente para "d2 e3 f4 g5 h6"

    Exemplo: Um bispo não pode saltar por cima de uma peça
      Dado um jogo novo
      Quando as brancas jogam "Bc4"
      Então a jogada é recusada
      E o jogo fica como estava
      E jogam as brancas

    Exemplo: Uma dama anda como uma torre e como um bispo
      Dado o tabuleiro com as brancas a jogar
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 R B . . . . . . 2
        1 Q N . . K . . . 1
          a b c d e f g h
        """
      Quando as jogadas legais são listadas
      Então a peça em a1 não se pode mover
      E as brancas têm 22 jogadas legais

  @CHESS-05 @ex03
  Regra: O cavalo anda em L e salta por cima das peças

    Exemplo: Um cavalo salta da posição inicial, por cima dos seus peões
      Dado um jogo novo
      E as jogadas "Nc3" já foram feitas
      Quando as pretas jogam "Nf6"
      Então a jogada é feita
      E a peça em g1 pode ir exatamente para "f3 h3"
      E a peça em c3 pode ir exatamente para "a4 b1 b5 d5 e4"

    Exemplo: Um cavalo no centro do tabuleiro tem oito casas
      Dada a posição "4k3/7p/8/8/3N4/8/8/4K3 w - - 0 1"
      Quando as jogadas legais são listadas
      Então a peça em d4 pode ir exatamente para "b3 b5 c2 c6 e2 e6 f3 f5"

    Exemplo: Um cavalo captura uma peça adversária
      Dada a posição "4k3/8/2p5/8/3N4/5P2/8/4K3 w - - 0 1"
      Quando as brancas jogam "Nxc6"
      Então a jogada é feita
      E em c6 as brancas têm um cavalo
      E d4 está vazia

    Exemplo: Um cavalo não pode ir para a casa de uma peça do seu lado
      Dada a posição "4k3/8/2p5/8/3N4/5P2/8/4K3 w - - 0 1"
      Quando as brancas movem a peça de d4 para f3
      Então a jogada é recusada
      E o jogo fica como estava
      E a peça em d4 pode ir exatamente para "b3 b5 c2 c6 e2 e6 f5"
