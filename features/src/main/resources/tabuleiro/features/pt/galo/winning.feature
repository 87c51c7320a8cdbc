# language: pt
Funcionalidade: Três em linha
  Um jogador que tenha três marcas suas ao longo de uma linha, de uma coluna ou de uma diagonal
  ganha. O jogo acaba aí, e o motor do jogo diz quem ganhou e que três casas fazem a linha
  vencedora. Uma linha escreve-se de uma ponta à outra; qualquer das pontas pode vir primeiro.

  @GALO-06 @ex03
  Regra: Três marcas de um jogador ao longo de uma linha ganham
    O jogo acaba, esse jogador é o vencedor, e a linha vencedora são as três casas da linha.

    Cenário: O X ganha ao longo da linha de cima
      Dadas as jogadas a1 a2 b1 b2
      Quando o X joga em c1
      Então o X ganha com a linha a1 b1 c1
      E o jogo acabou

    Cenário: O O ganha ao longo da linha do meio
      Dadas as jogadas a1 a2 b1 b2 c3
      Quando o O joga em c2
      Então o O ganha com a linha a2 b2 c2

    Cenário: A marca que ganha pode preencher o meio da linha
      Dadas as jogadas a3 a1 c3 b1
      Quando o X joga em b3
      Então o X ganha com a linha a3 b3 c3

    Cenário: Uma linha com marcas dos dois jogadores não ganha
      Dadas as jogadas a1 b1 a3 b2
      Quando o X joga em c1
      Então o jogo não acabou
      E o tabuleiro é
        """
          a b c
        1 X O X
        2 . O .
        3 X . .
        """

  @GALO-07 @ex03
  Regra: Três marcas de um jogador ao longo de uma coluna ganham
    O jogo acaba, esse jogador é o vencedor, e a linha vencedora são as três casas da coluna.

    Cenário: O X ganha ao longo da coluna da esquerda
      Dadas as jogadas a1 b1 a2 b2
      Quando o X joga em a3
      Então o X ganha com a linha a1 a2 a3
      E o jogo acabou

    Cenário: O O ganha ao longo da coluna da direita
      Dadas as jogadas a1 c1 b1 c2 a3
      Quando o O joga em c3
      Então o O ganha com a linha c1 c2 c3

    Cenário: A marca que ganha pode preencher o meio da coluna
      Dadas as jogadas b1 a1 b3 c3
      Quando o X joga em b2
      Então o X ganha com a linha b1 b2 b3

  @GALO-08 @ex03
  Regra: Três marcas de um jogador ao longo de qualquer das diagonais ganham
    O jogo acaba, esse jogador é o vencedor, e a linha vencedora são as três casas da diagonal.
    Uma marca que completa duas linhas ao mesmo tempo ganha com qualquer delas.

    Cenário: O X ganha ao longo da diagonal de a1 até c3
      Dadas as jogadas a1 b1 b2 c1
      Quando o X joga em c3
      Então o X ganha com a linha a1 b2 c3
      E o jogo acabou

    Cenário: O X ganha ao longo da diagonal de c1 até a3
      Dadas as jogadas c1 a1 b2 a2
      Quando o X joga em a3
      Então o X ganha com a linha c1 b2 a3

    Cenário: O O ganha ao longo de uma diagonal, completada no meio
      Dadas as jogadas a2 a1 b1 c3 c2
      Quando o O joga em b2
      Então o O ganha com a linha a1 b2 c3

    Cenário: Uma marca que completa as duas diagonais ganha com qualquer delas
      Dadas as jogadas a1 b1 c1 c2 c3 a2 a3 b3
      Quando o X joga em b2
      Então o X ganha com a linha a1 b2 c3 ou com a linha c1 b2 a3
