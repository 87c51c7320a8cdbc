# language: pt
Funcionalidade: A vez de cada jogador
  O X joga primeiro, e depois os jogadores jogam alternadamente. Uma jogada indica só a casa a
  marcar, nunca o jogador: o motor do jogo sabe de quem é a vez, do X quando os dois jogadores têm
  tantas marcas um como o outro, do O quando o X tem mais uma. Só se pode pôr uma marca numa casa
  vazia; jogar numa casa marcada é um erro de quem chama o motor, que o motor recusa e que não muda
  nada.

  @GALO-02 @ex02
  Regra: O X joga primeiro
    A primeira marca de um jogo é um X, seja qual for a casa onde é posta.

    Cenário: O X põe a primeira marca no centro
      Dado um novo jogo
      Quando se joga em b2
      Então o tabuleiro é
        """
          a b c
        1 . . .
        2 . X .
        3 . . .
        """
      E o O é o próximo a jogar

    Cenário: O X põe a primeira marca num canto
      Dado um novo jogo
      Quando se joga em c3
      Então o tabuleiro é
        """
          a b c
        1 . . .
        2 . . .
        3 . . X
        """
      E o O é o próximo a jogar

    Cenário: O X põe a primeira marca numa casa do meio de um lado
      Dado um novo jogo
      Quando se joga em a2
      Então o tabuleiro é
        """
          a b c
        1 . . .
        2 X . .
        3 . . .
        """

  @GALO-03 @ex02
  Regra: Os jogadores jogam alternadamente, e uma jogada indica só a sua casa, nunca o jogador
    A marca posta é um X quando os dois jogadores têm tantas marcas um como o outro, e um O
    quando o X tem mais uma. Uma jogada recusada não passa a vez.

    Cenário: O O faz a segunda jogada
      Dadas as jogadas b2
      Quando se joga em a1
      Então o tabuleiro é
        """
          a b c
        1 O . .
        2 . X .
        3 . . .
        """
      E o X é o próximo a jogar

    Cenário: Com uma marca de cada um, a marca posta é um X
      Dado o tabuleiro
        """
          a b c
        1 X . .
        2 . O .
        3 . . .
        """
      Quando se joga em c3
      Então o tabuleiro é
        """
          a b c
        1 X . .
        2 . O .
        3 . . X
        """
      E o O é o próximo a jogar

    Cenário: Com uma marca a mais do X, a marca posta é um O
      Dado o tabuleiro
        """
          a b c
        1 X . .
        2 . X .
        3 . . O
        """
      Quando se joga em a3
      Então o tabuleiro é
        """
          a b c
        1 X . .
        2 . X .
        3 O . O
        """
      E o X é o próximo a jogar

    Cenário: Uma jogada recusada não passa a vez
      Dadas as jogadas b2
      Quando o O joga em b2
      Então a jogada é recusada porque a casa tem o X
      E o O é o próximo a jogar

  @GALO-04 @ex02
  Regra: Só se pode pôr uma marca numa casa vazia
    Jogar numa casa que tem uma marca é recusado, e o jogo fica exatamente como estava.

    Cenário: O O não pode marcar a casa da marca do X
      Dadas as jogadas b2
      Quando o O joga em b2
      Então a jogada é recusada porque a casa tem o X
      E o jogo não mudou

    Cenário: O X não pode marcar a casa da marca do O
      Dadas as jogadas b2 a1
      Quando o X joga em a1
      Então a jogada é recusada porque a casa tem o O
      E o jogo não mudou

    Cenário: O X não pode marcar uma casa que já tem a sua própria marca
      Dadas as jogadas a1 b2 c3 a3
      Quando o X joga em c3
      Então a jogada é recusada porque a casa tem o X
      E o jogo não mudou

    Cenário: Uma casa entre casas marcadas está vazia e pode ser marcada
      Dado o tabuleiro
        """
          a b c
        1 X . X
        2 . O .
        3 . . .
        """
      Quando o O joga em b1
      Então o tabuleiro é
        """
          a b c
        1 X O X
        2 . O .
        3 . . .
        """
