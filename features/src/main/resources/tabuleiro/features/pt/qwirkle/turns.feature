# language: pt
Funcionalidade: As jogadas: jogar, trocar, passar
  Na sua vez um jogador joga peças, troca peças com o saco, ou passa. O programa do enunciado
  deixa um jogador passar em qualquer vez; as regras oficiais só quando não pode jogar nem trocar.

  Contexto:
    Dado o tabuleiro
      """
         0  1  2
      0 A1 A2 A3
      """

  @QWIRKLE-04 @ex06 @brief
  Regra: No jogo do enunciado um jogador joga peças, troca peças ou passa

    Exemplo: Um jogador pode passar mesmo quando podia jogar
      Dadas as regras do enunciado
      E o jogador 1 tem A4 B5
      Quando o jogador 1 passa
      Então a jogada é permitida
      E a jogada vale 0 pontos
      E é agora a vez do jogador 2
      E o jogador 1 fica com A4 B5
      E o jogador 1 fica com 0 pontos

    Exemplo: Um jogador pode trocar em vez de jogar
      Dadas as regras do enunciado
      E o jogador 1 tem A4 B5
      Quando o jogador 1 troca B5
      Então a jogada é permitida
      E é agora a vez do jogador 2

    Exemplo: Um jogador pode jogar peças
      Dadas as regras do enunciado
      E o jogador 1 tem A4 B5
      Quando o jogador 1 tenta jogar A4@0,3
      Então a jogada é permitida

    # O programa do enunciado deixa o jogador 1 passar também na primeira jogada, no tabuleiro
    # vazio (a primeira jogada oficial tem de jogar peças: QWIRKLE-19).
    Exemplo: No jogo do enunciado a primeira jogada pode ser gasta a passar
      Dadas as regras do enunciado
      E o tabuleiro
        """
          0
        0 ..
        """
      E o jogador 1 tem A1 A2 A3 B5 C6 D4
      Quando o jogador 1 passa
      Então a jogada é permitida

    # As regras oficiais são outras: passar é só para quem não pode jogar nem trocar.
    @official
    Exemplo: Pelas regras oficiais um jogador não pode passar enquanto o saco tiver peças
      Dadas as regras oficiais
      E o jogador 1 tem F6
      Quando o jogador 1 passa
      Então a jogada é recusada porque "only when you cannot place a tile nor trade"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    @official
    Exemplo: Pelas regras oficiais um jogador não pode passar enquanto o saco tiver uma só peça
      Dadas as regras oficiais
      E o jogador 1 tem F6
      E o saco só tem E5
      Quando o jogador 1 passa
      Então a jogada é recusada porque "only when you cannot place a tile nor trade"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    @official
    Exemplo: Pelas regras oficiais um jogador que pode jogar uma peça não pode passar, mesmo com o saco vazio
      Dadas as regras oficiais
      E o jogador 1 tem A4
      E o jogador 2 tem F6
      E o saco está vazio
      Quando o jogador 1 passa
      Então a jogada é recusada porque "you can still place a tile"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    @official
    Exemplo: Pelas regras oficiais um jogador que não pode jogar uma peça nem trocar passa
      Dadas as regras oficiais
      E o jogador 1 tem F6 E5
      E o jogador 2 tem A4
      E o saco está vazio
      Quando o jogador 1 passa
      Então a jogada é permitida
      E é agora a vez do jogador 2

    # F4 só formaria uma coluna válida no lugar de D5 em -1,1, e uma peça vai para uma casa vazia.
    @official
    Exemplo: Pelas regras oficiais uma peça que só caberia onde já está uma peça não pode ser jogada: o jogador passa
      Dadas as regras oficiais
      E o tabuleiro
        """
           0  1
        -1 .. D5
         0 D5 F5
        """
      E o jogador 1 tem F4
      E o jogador 2 tem A1
      E o saco está vazio
      Quando o jogador 1 passa
      Então a jogada é permitida

    # C1 só formaria linhas válidas em 0,1001, para lá das casas em jogo (QWIRKLE-14): cada
    # casa em jogo ao lado de uma peça forma uma linha com uma peça E ou F de outra cor.
    @official
    Exemplo: Pelas regras oficiais uma peça que só caberia para lá das casas em jogo não pode ser jogada: o jogador passa
      Dadas as regras oficiais
      E o tabuleiro
        """
            998  999 1000
        -2   ..   ..   F6
        -1   F6   ..   ..
         0   ..   B1   A1
         1   ..   ..   ..
         2   ..   E6   F6
        """
      E o jogador 1 tem C1
      E o jogador 2 tem E5
      E o saco está vazio
      Quando o jogador 1 passa
      Então a jogada é permitida

  @QWIRKLE-12 @ex05
  Regra: Trocar devolve ao saco peças da mão e tira outras tantas, sem pontuar
    Só se podem trocar peças que estão na mão do jogador, e uma troca não pode pedir mais peças
    do que as que o saco tem.

    Exemplo: Duas peças trocadas: duas tiradas, as duas devolvidas ao saco
      Dado o jogador 1 tem B1 C2 D3
      E o saco dá primeiro E5 E6
      Quando o jogador 1 troca B1 C2
      Então a jogada é permitida
      E o jogador 1 fica com D3 E5 E6
      E a jogada vale 0 pontos
      E o jogador 1 fica com 0 pontos
      E o saco tem 102 peças
      E o saco tem B1 C2 entre as suas peças
      E é agora a vez do jogador 2

    # Misturadas, como dizem as regras oficiais: cada peça volta para um lugar ao acaso, e um
    # motor certo deixa três peças trocadas todas no fundo de um saco de cerca de cem, ou todas
    # no cimo, cerca de uma vez em 86 000 trocas (2 x 3! / (100 x 101 x 102)), fixada pela semente.
    Exemplo: As peças trocadas misturam-se no saco, não ficam no fundo
      Dado o jogador 1 tem B1 C2 D3
      E o saco dá primeiro E4 E5 E6
      Quando o jogador 1 troca B1 C2 D3
      Então a jogada é permitida
      E B1 C2 D3 voltaram misturadas, nem todas no fundo do saco nem todas no cimo

    Exemplo: Uma troca pode pedir tantas peças quantas o saco tem
      Dado o jogador 1 tem B1 C2 D3
      E o saco só tem E5
      Quando o jogador 1 troca B1
      Então a jogada é permitida
      E o jogador 1 fica com C2 D3 E5
      E o saco tem 1 peça
      E o saco tem B1 entre as suas peças

    # As peças tiram-se antes de as trocadas voltarem ao saco: um jogador nunca volta a tirar o
    # que deu, o que um saco com tantas peças como a troca mostra, seja qual for a sua ordem.
    Exemplo: A mão inteira trocada com um saco de outras tantas peças: todas as peças tiradas são novas
      Dado o jogador 1 tem B1 C2 D3
      E o saco só tem E5 E6 F4
      Quando o jogador 1 troca B1 C2 D3
      Então a jogada é permitida
      E o jogador 1 fica com E5 E6 F4
      E o saco tem 3 peças
      E o saco tem B1 C2 D3 entre as suas peças

    Exemplo: Uma peça que não está na mão não pode ser trocada
      Dado o jogador 1 tem B1 C2 D3
      Quando o jogador 1 troca F6
      Então a jogada é recusada porque "you can trade only tiles in your hand: B1 C2 D3"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: Uma peça indicada duas vezes mas que só está uma vez na mão não pode ser trocada, e a recusa di-lo
      Dado o jogador 1 tem B1 C2 D3
      Quando o jogador 1 troca B1 B1
      Então a jogada é recusada porque "B1 is named twice but your hand holds only one B1"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Esquema do Cenário: Uma troca não pode pedir mais peças do que as que o saco tem: <saco>
      Dado o jogador 1 tem B1 C2 D3
      E o saco só tem <saco>
      Quando o jogador 1 troca B1 C2 D3
      Então a jogada é recusada porque "the bag holds only <tamanho>: trade at most that many"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

      Exemplos:
        | saco  | tamanho |
        | E5    | 1 tile  |
        | E5 E6 | 2 tiles |
