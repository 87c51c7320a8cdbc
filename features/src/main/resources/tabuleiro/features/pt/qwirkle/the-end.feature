# language: pt
Funcionalidade: O fim do jogo e o vencedor
  O programa do enunciado termina assim que o saco fica vazio. Pelas regras oficiais o jogo continua
  com as peças que estão nas mãos, e acaba quando um jogador joga a sua última peça, com um bónus
  de seis, ou quando já ninguém consegue jogar uma peça.

  Contexto:
    Dado o tabuleiro
      """
         0  1  2
      0 A1 A2 A3
      """

  @QWIRKLE-16 @ex06 @brief
  Regra: O jogo do enunciado acaba quando o saco fica vazio

    Exemplo: A peça tirada depois de jogar esvazia o saco: o jogo acaba, sem bónus
      Dadas as regras do enunciado
      E o jogador 1 tem A4 B5
      E o saco só tem F6
      Quando o jogador 1 joga A4@0,3
      Então o jogo acabou
      E o jogador 1 fica com 4 pontos

    Exemplo: Com uma peça ainda no saco o jogo continua
      Dadas as regras do enunciado
      E o jogador 1 tem A4 B5 C6 D1 E2 F3
      E o saco só tem F5 F6
      Quando o jogador 1 joga A4@0,3
      Então o jogo não acabou
      E é agora a vez do jogador 2

    # Pelas regras oficiais a última peça de uma mão vale mais 6 (QWIRKLE-17): o jogo do enunciado não tem bónus.
    Exemplo: Jogar a última peça da mão com o saco vazio acaba o jogo, sem bónus
      Dadas as regras do enunciado
      E o jogador 1 tem A4
      E o jogador 2 tem B3
      E o saco está vazio
      Quando o jogador 1 joga A4@0,3
      Então o jogo acabou
      E a jogada vale 4 pontos
      E o jogador 1 fica com 4 pontos

    Esquema do Cenário: Depois de o jogo acabar já não se joga: o jogador seguinte <jogada>
      Dadas as regras do enunciado
      E o jogador 1 tem A4 B5
      E o jogador 2 tem B3 C3
      E o saco só tem F6
      E o jogador 1 jogou A4@0,3
      Quando o jogador seguinte <jogada>
      Então a jogada é recusada porque "the game is over"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

      Exemplos:
        | jogada                |
        | tenta jogar B3@1,2    |
        | joga B3@1,2           |
        | tenta trocar B3       |
        | troca B3              |
        | tenta passar          |
        | passa                 |

  @QWIRKLE-17 @ex06 @official
  Regra: O jogo oficial acaba quando um jogador joga a sua última peça com o saco vazio, ou quando ninguém consegue jogar
    O jogador que joga a última peça da sua mão, estando o saco vazio, ganha mais seis pontos.
    Quando o saco está vazio e nenhum jogador consegue jogar uma peça, o jogo acaba sem bónus.

    Exemplo: A última peça jogada com o saco vazio acaba o jogo e vale mais 6
      Dadas as regras oficiais
      E o jogador 1 tem A4 A5
      E o jogador 2 tem B3
      E o saco está vazio
      Quando o jogador 1 joga A4@0,3 A5@0,4
      Então o jogo acabou
      E a jogada vale 11 pontos
      E a pontuação é explicada assim
        """
        row 0, columns 0 to 4: 5 tiles, 5 points
        last tile placed with the bag empty: 6 points
        total: 11 points
        """

    Exemplo: A última peça que completa um Qwirkle com o saco vazio vale os dois bónus
      Dadas as regras oficiais
      E o jogador 1 tem A4 A5 A6
      E o jogador 2 tem B3
      E o saco está vazio
      Quando o jogador 1 joga A4@0,3 A5@0,4 A6@0,5
      Então o jogo acabou
      E a jogada vale 18 pontos
      E a pontuação é explicada assim
        """
        row 0, columns 0 to 5: 6 tiles + 6 for a Qwirkle, 12 points
        last tile placed with the bag empty: 6 points
        total: 18 points
        """

    Exemplo: Com uma peça ainda na mão e uma peça que cabe, o jogo continua
      Dadas as regras oficiais
      E o jogador 1 tem A4 A5
      E o jogador 2 tem B3
      E o saco está vazio
      Quando o jogador 1 joga A4@0,3
      Então o jogo não acabou
      E o jogador 1 fica com 4 pontos

    Exemplo: Quando já ninguém consegue jogar uma peça, o jogo acaba sem bónus
      Dadas as regras oficiais
      E o jogador 1 tem A4 F6
      E o jogador 2 tem F5
      E o saco está vazio
      Quando o jogador 1 joga A4@0,3
      Então o jogo acabou
      E o jogador 1 fica com 4 pontos

  @QWIRKLE-18 @ex06
  Regra: Ganha quem tem mais pontos; com os mesmos pontos, quem tem menos peças na mão; quem continua empatado partilha a vitória

    Exemplo: Ganha o jogador com mais pontos
      Dadas as regras do enunciado
      E o jogador 1 já marcou 10 pontos
      E o jogador 2 já marcou 20 pontos
      E o jogador 1 tem A4 B5
      E o saco só tem F6
      Quando o jogador 1 joga A4@0,3
      Então o jogo acabou
      E o jogador 2 ganha

    Exemplo: Os pontos decidem antes das peças: mais pontos ganham com mais peças na mão
      Dadas as regras do enunciado
      E o jogador 1 já marcou 21 pontos
      E o jogador 2 já marcou 20 pontos
      E o jogador 1 tem A4 B5
      E o jogador 2 tem C3
      E o saco está vazio
      Quando o jogador 1 passa
      Então o jogo acabou
      E o jogador 1 ganha

    Exemplo: Enquanto o jogo continua ninguém ganhou, sejam quais forem os pontos
      Dadas as regras do enunciado
      E o jogador 1 já marcou 30 pontos
      E o jogador 1 tem A4 B5
      E o jogador 2 tem C3 D3
      Quando o jogador 1 joga A4@0,3
      Então o jogo não acabou
      E ninguém ganhou ainda

    Exemplo: Com os mesmos pontos ganha o jogador com menos peças na mão
      Dadas as regras do enunciado
      E o jogador 1 já marcou 20 pontos
      E o jogador 2 já marcou 20 pontos
      E o jogador 1 tem A4
      E o jogador 2 tem C3 D3
      E o saco está vazio
      Quando o jogador 1 passa
      Então o jogo acabou
      E o jogador 1 ganha

    Exemplo: Jogadores iguais em pontos e em peças partilham a vitória
      Dadas as regras do enunciado
      E o jogador 1 já marcou 20 pontos
      E o jogador 2 já marcou 20 pontos
      E o jogador 1 tem A4
      E o jogador 2 tem C3
      E o saco está vazio
      Quando o jogador 1 passa
      Então o jogo acabou
      E os jogadores 1 e 2 partilham a vitória
