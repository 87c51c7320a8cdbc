# language: pt
Funcionalidade: Jogar peças
  Na sua vez um jogador pode pôr no tabuleiro uma ou mais peças da sua mão. Os tabuleiros são
  desenhados com as suas coordenadas: os números das colunas em cima, os números das linhas à
  esquerda, cada peça na notação do jogo e ".." para uma casa vazia. Uma jogada escreve-se com as
  peças, cada uma seguida da sua casa, linha e depois coluna: A4@0,3 põe o círculo verde na linha
  0, coluna 3.

  Contexto:
    Dado o tabuleiro
      """
         0  1  2
      0 A1 A2 A3
      """

  @QWIRKLE-05 @ex03
  Regra: Depois da primeira jogada, as peças de uma jogada tocam o tabuleiro: pelo menos uma encosta a uma peça que já lá está
    As outras peças da jogada não precisam de tocar elas próprias numa peça que já está no
    tabuleiro: com as peças entre elas, as peças da jogada formam uma só linha sem intervalos
    (QWIRKLE-07), e assim cada uma liga-se ao tabuleiro por essa linha. Peças que só se tocam umas
    às outras, longe do tabuleiro, são recusadas. A primeira jogada do jogo põe as suas peças no
    tabuleiro vazio, em qualquer casa.

    Exemplo: Uma peça ao lado da linha é permitida
      Dado o jogador 1 tem A4 B5
      Quando o jogador 1 tenta jogar A4@0,3
      Então a jogada é permitida

    Exemplo: Uma peça longe de todas as peças é recusada
      Dado o jogador 1 tem A4 B5
      Quando o jogador 1 joga A4@2,2
      Então a jogada é recusada porque "touch a tile already on the board"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: Uma peça que só toca outra peça da jogada, na linha da jogada, é permitida
      Dado o jogador 1 tem A4 A5
      Quando o jogador 1 tenta jogar A4@0,3 A5@0,4
      Então a jogada é permitida

    Exemplo: As peças da jogada escrevem-se por qualquer ordem: a que toca não tem de vir primeiro
      Dado o jogador 1 tem A4 A5
      Quando o jogador 1 tenta jogar A5@0,4 A4@0,3
      Então a jogada é permitida

    Exemplo: Peças que formam uma linha só delas, longe do tabuleiro, são recusadas
      Dado o jogador 1 tem A4 A5
      Quando o jogador 1 joga A4@2,0 A5@2,1
      Então a jogada é recusada porque "touch a tile already on the board"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    @brief
    Exemplo: A primeira peça do jogo pode ir para qualquer casa
      Dadas as regras do enunciado
      E o tabuleiro
        """
          0
        0 ..
        """
      E o jogador 1 tem C3
      Quando o jogador 1 tenta jogar C3@5,-3
      Então a jogada é permitida

  @QWIRKLE-07 @ex03
  Regra: As peças de uma jogada ficam numa só linha ou coluna e, com as peças entre elas, formam uma só linha

    Exemplo: Peças em duas linhas e duas colunas são recusadas
      Dado o jogador 1 tem A4 A5
      Quando o jogador 1 joga A4@0,3 A5@1,4
      Então a jogada é recusada porque "one row or one column"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: Peças que deixam um intervalo na linha são recusadas
      Dado o jogador 1 tem A4 A5
      Quando o jogador 1 joga A4@0,3 A5@0,5
      Então a jogada é recusada porque "gap"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: Peças nas duas pontas da linha formam uma só linha com as peças entre elas
      Dado o jogador 1 tem A4 A5
      Quando o jogador 1 tenta jogar A5@0,-1 A4@0,3
      Então a jogada é permitida

    Exemplo: Peças por uma coluna abaixo, cada uma a começar uma linha sua, são permitidas
      Dado o jogador 1 tem B1 C1
      Quando o jogador 1 tenta jogar B1@1,0 C1@2,0
      Então a jogada é permitida

  @QWIRKLE-08 @ex03
  Regra: Uma jogada que quebra uma regra é recusada por inteiro: o tabuleiro, as mãos e o saco ficam como estavam

    Exemplo: A primeira peça cabe, a segunda quebra a linha: nenhuma é posta
      Dado o jogador 1 tem A4 B5
      Quando o jogador 1 joga A4@0,3 B5@0,4
      Então a jogada é recusada porque "would not be valid"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam
      E é agora a vez do jogador 1

    Exemplo: Uma peça que repetiria uma da linha é recusada
      Dado o jogador 1 tem A1 B5
      Quando o jogador 1 joga A1@0,3
      Então a jogada é recusada porque "the line A1 A2 A3 A1 would not be valid"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: Uma peça que o jogador não tem é recusada
      Dado o jogador 1 tem A4 B5
      Quando o jogador 1 joga A5@0,3
      Então a jogada é recusada porque "A5 is not in your hand: your hand holds A4 B5"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: Uma peça jogada duas vezes mas que só está uma vez na mão é recusada, e a recusa di-lo
      Dado o jogador 1 tem A4 B5
      Quando o jogador 1 joga A4@0,3 A4@0,4
      Então a jogada é recusada porque "A4 is placed twice but your hand holds only one A4"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: Uma peça jogada três vezes mas que só está duas vezes na mão é recusada, e a recusa conta as duas
      Dado o jogador 1 tem A4 A4 B5
      Quando o jogador 1 joga A4@0,3 A4@0,4 A4@0,5
      Então a jogada é recusada porque "A4 is placed 3 times but your hand holds only 2 A4"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: Uma casa já ocupada é recusada
      Dado o jogador 1 tem A4 B5
      Quando o jogador 1 joga A4@0,2
      Então a jogada é recusada porque "square 0,2 is taken"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: Duas peças para uma casa são recusadas
      Dado o jogador 1 tem A4 A5
      Quando o jogador 1 joga A4@0,3 A5@0,3
      Então a jogada é recusada porque "square 0,3 is named twice: one tile per square"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

  @QWIRKLE-14 @ex03
  Regra: O tabuleiro não tem tamanho fixo: cresce em todas as direções e cada casa mantém as suas coordenadas
    As 108 peças de um jogo, todas a tocar-se umas às outras, nunca ocupam mais de 108 linhas ou
    colunas, por isso o programa limita as casas em jogo às linhas e colunas de -1000 a 1000: uma
    casa para lá delas é recusada, por maiores que sejam os números, e os números do tabuleiro
    nunca dão a volta.

    Esquema do Cenário: Uma peça pode ir <onde>
      Dado o jogador 1 tem B1 A5
      Quando o jogador 1 tenta jogar <jogada>
      Então a jogada é permitida

      Exemplos:
        | onde                          | jogada  |
        | acima da linha de cima        | B1@-1,0 |
        | à esquerda da primeira coluna | A5@0,-1 |

    @brief
    Exemplo: As casas mais afastadas ainda em jogo recebem uma peça
      Dadas as regras do enunciado
      E o tabuleiro
        """
          0
        0 ..
        """
      E o jogador 1 tem C3
      Quando o jogador 1 tenta jogar C3@-1000,1000
      Então a jogada é permitida

    Esquema do Cenário: Uma casa para lá da linha ou da coluna 1000, para um lado ou para o outro, é recusada: <onde>
      Dado o jogador 1 tem A4 B5
      Quando o jogador 1 joga A4 na linha <linha>, coluna <coluna>
      Então a jogada é recusada porque "a square's row and column are between -1000 and 1000, but <linha>,<coluna> was given"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

      Exemplos:
        | onde                                    | linha | coluna      |
        | uma coluna para lá da borda             | 0     | 1001        |
        | uma linha para lá da borda              | -1001 | 0           |
        | um a menos que o maior int              | 0     | 2147483646  |
        | o menor int, vizinho do maior           | 0     | -2147483648 |

    Exemplo: O tabuleiro é desenhado à volta das suas peças com as suas próprias coordenadas, também as negativas
      Dado o tabuleiro
        """
           -1  0  1
        -1 B1 .. ..
         0 A1 A2 A3
        """
      Quando o tabuleiro é desenhado com uma margem de 1
      Então o desenho é
        """
           -2 -1  0  1  2
        -2 .. .. .. .. ..
        -1 .. B1 .. .. ..
         0 .. A1 A2 A3 ..
         1 .. .. .. .. ..
        """

    Exemplo: Longe da primeira peça as casas alargam, cada uma ainda por baixo do seu número
      Dado o tabuleiro
        """
            -10
        10   A1
        """
      Quando o tabuleiro é desenhado com uma margem de 1
      Então o desenho é
        """
           -11 -10  -9
         9  ..  ..  ..
        10  ..  A1  ..
        11  ..  ..  ..
        """

  @QWIRKLE-15 @ex04 @brief
  Regra: No modo de batota do enunciado pode jogar-se uma peça que ainda está no saco; as outras regras continuam a valer

    Exemplo: Em modo de batota pode jogar-se uma peça do saco
      Dadas as regras do enunciado em modo de batota
      E o jogador 1 tem F6
      Quando o jogador 1 tenta jogar A4@0,3
      Então a jogada é permitida

    Exemplo: Em modo de batota a peça jogada é tirada do saco
      Dadas as regras do enunciado em modo de batota
      E o jogador 1 tem F6
      E o saco só tem A4 B5 C6 D1 E2 F3 F5
      Quando o jogador 1 joga A4@0,3
      Então o tabuleiro fica
        """
           0  1  2  3
        0 A1 A2 A3 A4
        """
      E o jogador 1 fica com F6 B5 C6 D1 E2 F3
      E o saco tem 1 peça

    Exemplo: Em modo de batota uma peça que não está nem na mão nem no saco é recusada
      Dadas as regras do enunciado em modo de batota
      E o jogador 1 tem F6
      E o saco só tem B5
      Quando o jogador 1 joga A4@0,3
      Então a jogada é recusada porque "A4 is not in your hand nor in the bag"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: Em modo de batota uma peça jogada mais vezes do que a mão e o saco a têm é recusada, e a recusa di-lo
      Dadas as regras do enunciado em modo de batota
      E o jogador 1 tem F6
      E o saco só tem A4 B5
      Quando o jogador 1 joga A4@0,3 A4@0,4
      Então a jogada é recusada porque "A4 is placed twice but your hand and the bag hold only one A4"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: Sem o modo de batota a mesma peça é recusada
      Dadas as regras do enunciado
      E o jogador 1 tem F6
      Quando o jogador 1 joga A4@0,3
      Então a jogada é recusada porque "A4 is not in your hand"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    @official
    Exemplo: O jogo oficial não tem modo de batota
      Dadas as regras oficiais
      Quando começa um jogo para 2 jogadores em modo de batota
      Então o jogo é recusado porque "the cheat mode is part of the brief's variant only"

    Exemplo: Em modo de batota uma peça do saco tem ainda assim de formar linhas válidas
      Dadas as regras do enunciado em modo de batota
      E o jogador 1 tem F6
      Quando o jogador 1 joga B5@0,3
      Então a jogada é recusada porque "would not be valid"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

  @QWIRKLE-19 @ex03 @official
  Regra: No jogo oficial começa o jogador cuja mão faz a linha mais longa, e tem de jogar esse número de peças

    Exemplo: A primeira jogada tem de pôr a linha mais longa da mão
      Dadas as regras oficiais
      E o tabuleiro
        """
          0
        0 ..
        """
      E o jogador 1 tem A1 A2 A3 B5 C6 D4
      Quando o jogador 1 joga A1@0,0
      Então a jogada é recusada porque "the first turn places the longest line of the hand: 3 tiles, not 1"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Esquema do Cenário: A primeira jogada não pode ser gasta <em_vez>
      Dadas as regras oficiais
      E o tabuleiro
        """
          0
        0 ..
        """
      E o jogador 1 tem A1 A2 A3 B5 C6 D4
      Quando o jogador 1 <jogada>
      Então a jogada é recusada porque "the first turn places the longest line of the hand: 3 tiles"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

      Exemplos:
        | em_vez              | jogada   |
        | a trocar uma peça   | troca B5 |
        | a passar            | passa    |

    Exemplo: Jogar a linha mais longa é permitido
      Dadas as regras oficiais
      E o tabuleiro
        """
          0
        0 ..
        """
      E o jogador 1 tem A1 A2 A3 B5 C6 D4
      Quando o jogador 1 tenta jogar A1@0,0 A2@0,1 A3@0,2
      Então a jogada é permitida

    # Uma linha não tem duas peças iguais (QWIRKLE-06): de A1 A1 A2 uma linha leva A1 e A2, e de
    # A1 A1 B1 leva A1 e B1.
    Exemplo: Uma peça que a mão tem duas vezes conta uma vez na linha mais longa: com A1 A1 A2 B1 são duas peças
      Dadas as regras oficiais
      E o tabuleiro
        """
          0
        0 ..
        """
      E o jogador 1 tem A1 A1 A2 B1 C6 D4
      Quando o jogador 1 tenta jogar A1@0,0 A2@0,1
      Então a jogada é permitida

    Exemplo: A primeira jogada não pode pôr uma peça que a mão tem duas vezes como terceira peça da linha
      Dadas as regras oficiais
      E o tabuleiro
        """
          0
        0 ..
        """
      E o jogador 1 tem A1 A1 A2 B1 C6 D4
      Quando o jogador 1 joga A1@0,0 A2@0,1 A1@0,2
      Então a jogada é recusada porque "the first turn places the longest line of the hand: 2 tiles, not 3"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    # Com a semente 17 o saco da referência dá D6 A3 D6 D4 C5 E1 ao jogador 1, cuja linha mais
    # longa é D6 D4 porque tem D6 duas vezes, e C3 F4 E3 F3 B4 B1 ao jogador 2, cuja linha C3 E3 F3
    # é mais longa: começa o jogador 2. Um motor que enche o saco noutra ordem dá outras mãos,
    # verificadas da mesma maneira: as linhas mais longas contam-se aqui, cada peça repetida uma vez.
    Exemplo: Quem começa conta uma vez na linha mais longa a peça que a mão tem duas vezes
      Dadas as regras oficiais
      Quando começa um jogo para 2 jogadores com a semente 17
      Então quem começa é um jogador cuja mão faz a linha mais longa

    # O programa do enunciado deixa começar o jogador 1, com qualquer jogada.
    @brief
    Exemplo: No jogo do enunciado a primeira jogada pode pôr menos peças do que a linha mais longa
      Dadas as regras do enunciado
      E o tabuleiro
        """
          0
        0 ..
        """
      E o jogador 1 tem A1 A2 A3 B5 C6 D4
      Quando o jogador 1 tenta jogar A1@0,0
      Então a jogada é permitida

    # O programa do enunciado deixa o jogador 1 trocar na primeira jogada, como em qualquer outra.
    @brief
    Exemplo: No jogo do enunciado a primeira jogada pode ser gasta a trocar
      Dadas as regras do enunciado
      E o tabuleiro
        """
          0
        0 ..
        """
      E o jogador 1 tem A1 A2 A3 B5 C6 D4
      Quando o jogador 1 tenta trocar B5
      Então a jogada é permitida

    # Com a semente 2, a mão do jogador 2 faz uma linha de três peças e a do jogador 1 só de duas.
    @brief
    Exemplo: No jogo do enunciado começa o jogador 1, sejam quais forem as mãos
      Dadas as regras do enunciado
      Quando começa um jogo para 2 jogadores com a semente 2
      Então o jogador 1 começa

    Esquema do Cenário: Num jogo novo para <jogadores> jogadores começa o primeiro jogador com a linha mais longa
      Dadas as regras oficiais
      Quando começa um jogo para <jogadores> jogadores com a semente <semente>
      Então quem começa é um jogador cuja mão faz a linha mais longa

      Exemplos:
        | jogadores | semente |
        | 2         | 1       |
        | 3         | 2       |
        | 4         | 3       |
        | 4         | 4       |
