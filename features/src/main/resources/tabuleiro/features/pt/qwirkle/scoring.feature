# language: pt
Funcionalidade: Pontuação
  Uma jogada pontua cada linha que as suas peças formam ou prolongam: um ponto por peça da linha,
  contando as peças que já lá estavam. Uma peça que fica em duas dessas linhas, uma ao longo da
  sua linha e outra ao longo da sua coluna, conta nas duas. Uma linha de seis peças é um Qwirkle
  e vale mais seis. A pontuação de uma jogada é explicada linha a linha, para que o jogador veja
  de onde veio cada ponto. Nos exemplos de pontuação o tabuleiro já mostra as peças da jogada.

  @QWIRKLE-09 @ex04
  Regra: Cada linha formada ou prolongada vale um ponto por peça; uma peça em duas linhas conta nas duas; uma peça sozinha vale 1

    Exemplo: Prolongar uma linha de três vale as quatro peças da linha
      Dado o tabuleiro
        """
           0  1  2  3
        0 A1 A2 A3 A4
        """
      Quando as peças A4@0,3 acabadas de jogar são pontuadas
      Então a jogada vale 4 pontos
      E a pontuação é explicada assim
        """
        row 0, columns 0 to 3: 4 tiles, 4 points
        total: 4 points
        """

    # tag::two-lines[]
    Exemplo: Uma peça que termina uma linha e uma coluna pontua nas duas
      Dado o tabuleiro
        """
           0  1  2
        0 A1 A2 A3
        1 .. .. B3
        2 .. .. C3
        """
      Quando as peças A3@0,2 acabadas de jogar são pontuadas
      Então a jogada vale 6 pontos
      E a pontuação é explicada assim
        """
        row 0, columns 0 to 2: 3 tiles, 3 points
        column 2, rows 0 to 2: 3 tiles, 3 points
        total: 6 points
        """
    # end::two-lines[]

    Exemplo: Duas peças numa linha pontuam a sua linha e a coluna a que uma delas se junta
      Dado o tabuleiro
        """
           0  1  2
        0 B1 B2 ..
        1 A1 A2 A3
        """
      Quando as peças A2@1,1 A3@1,2 acabadas de jogar são pontuadas
      Então a jogada vale 5 pontos
      E a pontuação é explicada assim
        """
        row 1, columns 0 to 2: 3 tiles, 3 points
        column 1, rows 0 to 1: 2 tiles, 2 points
        total: 5 points
        """

    Exemplo: Duas peças numa linha, cada uma a juntar-se a uma coluna, pontuam a linha e as duas colunas
      Dado o tabuleiro
        """
           0  1  2
        0 .. B2 B3
        1 A1 A2 A3
        """
      Quando as peças A2@1,1 A3@1,2 acabadas de jogar são pontuadas
      Então a jogada vale 7 pontos
      E a pontuação é explicada assim
        """
        row 1, columns 0 to 2: 3 tiles, 3 points
        column 1, rows 0 to 1: 2 tiles, 2 points
        column 2, rows 0 to 1: 2 tiles, 2 points
        total: 7 points
        """

    Exemplo: Duas peças por uma coluna abaixo pontuam a sua coluna uma só vez
      Dado o tabuleiro
        """
           0  1  2
        0 A1 A2 A3
        1 .. .. B3
        2 .. .. C3
        """
      Quando as peças B3@1,2 C3@2,2 acabadas de jogar são pontuadas
      Então a jogada vale 3 pontos
      E a pontuação é explicada assim
        """
        column 2, rows 0 to 2: 3 tiles, 3 points
        total: 3 points
        """

    Exemplo: A primeira peça do jogo, sozinha, vale 1
      Dado o tabuleiro
        """
          0
        0 C3
        """
      Quando as peças C3@0,0 acabadas de jogar são pontuadas
      Então a jogada vale 1 ponto
      E a pontuação é explicada assim
        """
        the tile on 0,0 alone: 1 point
        total: 1 point
        """

    Exemplo: Os pontos de uma jogada somam-se aos pontos do jogador
      Dado o tabuleiro
        """
           0  1  2
        0 A1 A2 A3
        """
      E o jogador 1 tem A4 B5
      E o jogador 1 já marcou 10 pontos
      Quando o jogador 1 joga A4@0,3
      Então a jogada vale 4 pontos
      E o jogador 1 fica com 14 pontos
      E é agora a vez do jogador 2

  @QWIRKLE-10 @ex04
  Regra: Uma linha de seis peças, um Qwirkle, vale 12: as suas seis peças mais um bónus de seis

    Exemplo: Completar uma linha de seis círculos vale 12
      Dado o tabuleiro
        """
           0  1  2  3  4  5
        0 A1 A2 A3 A4 A5 A6
        """
      Quando as peças A4@0,3 A5@0,4 A6@0,5 acabadas de jogar são pontuadas
      Então a jogada vale 12 pontos
      E a pontuação é explicada assim
        """
        row 0, columns 0 to 5: 6 tiles + 6 for a Qwirkle, 12 points
        total: 12 points
        """

    Exemplo: Um Qwirkle numa coluna, feito por uma peça que também prolonga uma linha
      Dado o tabuleiro
        """
           0  1
        0 A1 ..
        1 B1 ..
        2 C1 ..
        3 D1 ..
        4 E1 ..
        5 F1 F2
        """
      Quando as peças F1@5,0 acabadas de jogar são pontuadas
      Então a jogada vale 14 pontos
      E a pontuação é explicada assim
        """
        row 5, columns 0 to 1: 2 tiles, 2 points
        column 0, rows 0 to 5: 6 tiles + 6 for a Qwirkle, 12 points
        total: 14 points
        """

    Exemplo: Uma linha de cinco vale cinco, sem bónus
      Dado o tabuleiro
        """
           0  1  2  3  4
        0 A1 A2 A3 A4 A5
        """
      Quando as peças A5@0,4 acabadas de jogar são pontuadas
      Então a jogada vale 5 pontos

  @QWIRKLE-11 @ex06
  Regra: Depois de jogar, o jogador tira peças do saco até ter seis ou o saco ficar vazio

    Exemplo: Uma peça jogada, uma peça tirada
      Dado o tabuleiro
        """
           0  1  2
        0 A1 A2 A3
        """
      E o jogador 1 tem A4 B5 C6 D1 E2 F3
      E o saco dá primeiro F6
      Quando o jogador 1 joga A4@0,3
      Então o jogador 1 fica com B5 C6 D1 E2 F3 F6
      E o saco tem 98 peças

    Exemplo: O saco acaba antes de a mão ficar cheia
      Dado o tabuleiro
        """
           0  1  2
        0 A1 A2 A3
        """
      E o jogador 1 tem A4 A5 C6 D1 E2 F3
      E o jogador 2 tem B3
      E o saco só tem F6
      Quando o jogador 1 joga A4@0,3 A5@0,4
      Então o jogador 1 fica com C6 D1 E2 F3 F6
      E o saco tem 0 peças
