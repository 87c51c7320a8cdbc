# language: pt
Funcionalidade: O invariante do motor do jogo
  Tudo sobre um jogo se deduz só da sua grelha: de quem é a vez pelas contagens de peças, se o jogo
  terminou e quem ganhou pelas linhas de quatro e pelas casas vazias. Mesmo assim o motor guarda uma
  parte disso, para que nenhuma pergunta tenha de percorrer a grelha, e o que guarda tem de
  concordar sempre com a grelha. Os cenários abaixo verificam esse acordo de fora, depois de cada
  jogada de um jogo: o livro de regras deduz as respostas da grelha (lida com valueAt) e compara-as
  com o que dizem isOver, winner, winningLine e nextPlayer.

  @C4-13 @ex02
  Regra: O que o motor guarda além da grelha (fim, vencedor, próximo jogador, linha vencedora) concorda sempre com a grelha

    Cenário: Um jogo curto ganho na linha de baixo
      Dado um novo jogo
      Quando as jogadas 4 4 5 5 6 6 7 são feitas uma a uma
      Então depois de cada jogada os campos guardados concordam com a grelha
      E o jogador 1 ganha com a linha (6,4) (6,5) (6,6) (6,7)

    Cenário: Um jogo mais longo ganho numa coluna
      Dado um novo jogo
      Quando as jogadas 3 5 4 5 4 3 6 6 4 5 4 são feitas uma a uma
      Então depois de cada jogada os campos guardados concordam com a grelha
      E o jogador 1 ganha com a linha (3,4) (4,4) (5,4) (6,4)

    Cenário: Um jogo longo de 34 jogadas sem quatro em linha, nenhuma coluna cheia
      Dado um novo jogo
      Quando as jogadas 2 1 2 1 1 2 1 2 5 2 5 3 7 3 3 4 3 4 3 5 4 5 4 5 4 6 7 6 6 7 6 7 6 7 são feitas uma a uma
      Então depois de cada jogada os campos guardados concordam com a grelha
      E o jogo não terminou
      E não há vencedor nem linha vencedora

    Cenário: Uma jogada recusada deixa os campos guardados de acordo com a grelha
      Dadas as jogadas 4 4 5
      Quando o jogador 2 joga na coluna 8
      Então a jogada é recusada porque não há coluna 8
      E os campos guardados concordam com a grelha
