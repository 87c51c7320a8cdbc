# language: pt
Funcionalidade: O roque
  Uma vez por jogo, cada lado pode fazer o roque: o rei anda duas casas na direção de uma torre e
  a torre vai para a casa que o rei atravessou. Nenhum dos dois se pode ter movido, as casas
  entre eles têm de estar vazias, e o rei não pode estar em xeque, passar por uma casa atacada
  nem acabar numa.

  @CHESS-08 @ex06
  Regra: O roque exige um rei e uma torre por mover, casas vazias entre eles e nenhuma casa atacada no caminho do rei
    Os tabuleiros estão desenhados para o roque das brancas; os "direitos de roque" dizem que
    roques a história do jogo ainda permite (K: brancas do lado do rei, Q: brancas do lado da
    dama, k e q os das pretas). Um direito perde-se para sempre quando o rei se move, e de um
    lado quando a torre desse lado se move ou é capturada.

    Exemplo: As brancas fazem o roque pequeno
      Dado o tabuleiro com as brancas a jogar e os direitos de roque "KQ"
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . . . 2
        1 R . . . K . . R 1
          a b c d e f g h
        """
      Quando as brancas jogam "O-O"
      Então a jogada é feita
      E em g1 as brancas têm um rei
      E em f1 as brancas têm uma torre
      E h1 está vazia

    Exemplo: As brancas fazem o roque grande, escrito como a jogada do rei
      Dada a posição "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"
      Quando as brancas jogam "e1c1"
      Então a jogada é feita
      E em c1 as brancas têm um rei
      E em d1 as brancas têm uma torre
      E a1 está vazia

    Esquema do Cenário: As pretas fazem o roque de qualquer lado: <jogada>
      Dada a posição "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1"
      Quando as pretas jogam "<jogada>"
      Então a jogada é feita
      E em <rei> as pretas têm um rei
      E em <torre> as pretas têm uma torre
      E <canto> está vazia
      E e8 está vazia

      Exemplos:
        | jogada | rei | torre | canto |
        | O-O    | g8  | f8    | h8    |
        | O-O-O  | c8  | d8    | a8    |

    Exemplo: Não depois de o rei se ter movido
      Dada a posição "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
      E as jogadas "Kf1 Kf8 Ke1 Ke8" já foram feitas
      Quando as brancas jogam "O-O"
      Então a jogada é recusada
      E o jogo fica como estava
      E "e1g1" não é uma jogada legal
      E "e1f1" é uma jogada legal

    Esquema do Cenário: Não do lado cuja torre se moveu, mesmo que tenha voltado: <roque>
      Dada a posição "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
      E as jogadas "<ida e volta>" já foram feitas
      Quando as brancas jogam "<roque>"
      Então a jogada é recusada
      E o jogo fica como estava
      E "<outra>" é uma jogada legal

      Exemplos:
        | ida e volta     | roque | outra |
        | Rh2 Rh7 Rh1 Rh8 | O-O   | e1c1  |
        | Ra2 Ra7 Ra1 Ra8 | O-O-O | e1g1  |

    Esquema do Cenário: Não com uma peça pelo meio: <peça> em <casa>
      Dada a posição "<fen>"
      Quando as brancas jogam "<roque>"
      Então a jogada é recusada
      E o jogo fica como estava
      E "<outra>" é uma jogada legal

      Exemplos:
        | peça   | casa | fen                                | roque | outra |
        | cavalo | g1   | 4k3/8/8/8/8/8/8/R3K1NR w KQ - 0 1  | O-O   | e1c1  |
        | bispo  | f1   | 4k3/8/8/8/8/8/8/R3KB1R w KQ - 0 1  | O-O   | e1c1  |
        | cavalo | b1   | 4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1  | O-O-O | e1g1  |
        | bispo  | c1   | 4k3/8/8/8/8/8/8/R1B1K2R w KQ - 0 1 | O-O-O | e1g1  |
        | dama   | d1   | 4k3/8/8/8/8/8/8/R2QK2R w KQ - 0 1  | O-O-O | e1g1  |

    Exemplo: Não com uma torre que chegou ao canto depois de a primeira ter sido capturada
      Dado o tabuleiro com as pretas a jogar e os direitos de roque "KQ"
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . R 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . b . 2
        1 R . . . K . . R 1
          a b c d e f g h
        """
      E as jogadas "Bxh1 Rxh1 Kd7" já foram feitas
      Quando as brancas jogam "O-O"
      Então a jogada é recusada
      E o jogo fica como estava
      E "e1c1" é uma jogada legal

    Exemplo: Não para sair do xeque
      Dada a posição "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1"
      Quando as brancas jogam "O-O"
      Então a jogada é recusada
      E o jogo fica como estava
      E "e1c1" não é uma jogada legal
      E "e1f1" é uma jogada legal

    Exemplo: A torre pode passar por uma casa atacada; só contam as casas do rei
      Dada a posição "1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"
      Quando as brancas jogam "O-O-O"
      Então a jogada é feita
      E em c1 as brancas têm um rei
      E em d1 as brancas têm uma torre

    # tag::not-through[]
    Exemplo: Não através de uma casa atacada
      Dado o tabuleiro com as brancas a jogar e os direitos de roque "KQ"
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . n . . . 3
        2 . . . . . . . . 2
        1 R . . . K . . R 1
          a b c d e f g h
        """
      Quando as brancas jogam "O-O"
      Então a jogada é recusada
      E o jogo fica como estava
      E "e1c1" não é uma jogada legal
      E "e1d2" é uma jogada legal
    # end::not-through[]

    Esquema do Cenário: Não através de uma casa atacada, de qualquer lado: <roque>
      Dada a posição "<fen>"
      Quando as brancas jogam "<roque>"
      Então a jogada é recusada
      E o jogo fica como estava
      E "<outra>" é uma jogada legal

      Exemplos:
        | fen                               | roque | outra |
        | 4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1 | O-O   | e1c1  |
        | 3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1 | O-O-O | e1g1  |

    Exemplo: Não para uma casa atacada
      Dada a posição "4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1"
      Quando as brancas jogam "O-O"
      Então a jogada é recusada
      E o jogo fica como estava
      E "e1c1" é uma jogada legal
