# language: pt
Funcionalidade: O fim do jogo
  O jogo acaba quando um jogador tem três em linha ou quando a nona marca enche o tabuleiro: é
  então um empate. Depois do fim não se joga mais: uma jogada nessa altura é um erro de quem chama
  o motor, que o motor recusa e que não muda nada.

  @GALO-09 @ex03
  Regra: Um tabuleiro cheio sem três em linha é um empate
    Quando a nona marca enche o tabuleiro e ninguém tem três em linha, o jogo acaba sem vencedor
    nem linha vencedora. Uma nona marca que faça três em linha ganha, em vez disso.

    Cenário: A nona marca enche o tabuleiro sem linha: um empate
      Dado o tabuleiro
        """
          a b c
        1 X O X
        2 . O O
        3 O X X
        """
      Quando o X joga em a2
      Então o jogo acaba empatado

    Cenário: A nona marca que faz três em linha ganha: uma vitória, não um empate
      Dado o tabuleiro
        """
          a b c
        1 X O X
        2 X O O
        3 . X O
        """
      Quando o X joga em a3
      Então o X ganha com a linha a1 a2 a3

    Cenário: Com uma casa vazia ainda, o jogo continua
      Dado o tabuleiro
        """
          a b c
        1 X O X
        2 . O .
        3 O X X
        """
      Quando o O joga em c2
      Então o jogo não acabou

  @GALO-10 @ex03
  Regra: Depois de o jogo acabar, não se joga mais
    Uma jogada depois de uma vitória ou de um empate é recusada, e o jogo fica exatamente como
    estava.

    Cenário: Não se joga depois de o X ganhar
      Dadas as jogadas a1 a2 b1 b2 c1
      Quando o O joga em c3
      Então a jogada é recusada porque o jogo acabou
      E o jogo não mudou

    Cenário: Não se joga depois de o O ganhar
      Dadas as jogadas a1 c1 b1 c2 a3 c3
      Quando o X joga em b2
      Então a jogada é recusada porque o jogo acabou
      E o jogo não mudou

    Cenário: Não se joga depois de um empate, nem numa casa marcada
      Dadas as jogadas a1 b2 c3 b1 b3 a3 c1 c2 a2
      Quando se joga em b2
      Então a jogada é recusada porque o jogo acabou
      E o jogo não mudou
