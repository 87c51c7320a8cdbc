# language: pt
Funcionalidade: As peças, o saco e as mãos dos jogadores
  O Qwirkle joga-se com 108 peças. Uma peça escreve-se com a letra da sua forma, de A a F
  (círculo, cruz, losango, quadrado, estrela, trevo), seguida do algarismo da sua cor, de 1 a 6
  (vermelho, laranja, amarelo, verde, azul, roxo): A1 é um círculo vermelho, F6 um trevo roxo. As
  peças começam num saco, baralhadas por uma fonte de acaso que se pode dar, para que um jogo
  possa ser repetido peça a peça. Cada jogador tira seis peças.

  @QWIRKLE-01 @ex01
  Regra: Há 108 peças: 6 formas vezes 6 cores, três cópias de cada um dos 36 tipos

    Exemplo: O conjunto completo tem três cópias de cada tipo
      Quando o conjunto completo de peças é feito
      Então o conjunto tem 108 peças, 3 de cada um dos 36 tipos

    Exemplo: Um jogo novo tem as 108 peças, nas mãos e no saco
      Dadas as regras do enunciado
      Quando começa um jogo para 2 jogadores
      Então cada jogador tem 6 peças
      E o saco tem 96 peças

    Exemplo: Um jogo com uma quarta cópia de uma peça é recusado
      Dado o tabuleiro
        """
           0  1  2
        0 A1 A2 A3
        """
      E o jogador 1 tem A1 A1 A1
      Quando o jogo é preparado
      Então o jogo é recusado porque "the game has 3 copies of each tile, but 4 of A1 were given"

  @QWIRKLE-02 @ex01
  Regra: O saco é baralhado no início por uma fonte de acaso que se pode dar, para que um jogo possa ser repetido

    Exemplo: Sacos baralhados com a mesma semente dão as mesmas peças; outra semente, outra ordem
      Quando se baralham sacos com as sementes 5, 5 e 6
      Então os sacos com a mesma semente têm as mesmas peças pela mesma ordem
      E o saco com outra semente tem-nas por outra ordem

    # Todas as ordens igualmente prováveis: então cada um dos 108 lugares tem o tipo que o
    # conjunto completo lá tem com probabilidade 3 em 108, e um saco deixa em média 3 peças onde
    # o conjunto completo as tem; o baralhar de Sattolo (todas as peças mudam de lugar), por
    # exemplo, deixa cerca de 2. A taxa de falso alarme do exemplo: cerca de 6 em 10 milhões de
    # motores que baralham bem (5 desvios-padrão para cada lado), fixada pela semente.
    Exemplo: Todas as ordens são igualmente prováveis: ficam em média 3 peças por saco onde o conjunto completo as tem
      Quando se baralham 1000 sacos com uma só fonte de acaso de semente 2026
      Então deixam em média 3 peças por saco onde o conjunto completo as tem, a menos de 5 desvios-padrão

  @QWIRKLE-03 @ex01
  Regra: Dois a quatro jogadores tiram cada um seis peças do saco; qualquer outro número de jogadores é recusado
    Uma mão nunca tem mais de seis peças: um jogo em que uma tenha mais é recusado.

    # As duas regras dão as mesmas mãos; as do enunciado deixam começar o jogador 1, para que o
    # jogo deste exercício não precise de saber quem começa, que o exercício 3 escreve (QWIRKLE-19).
    Esquema do Cenário: <jogadores> jogadores tiram 6 peças cada um e deixam <restam> peças no saco
      Dadas as regras do enunciado
      Quando começa um jogo para <jogadores> jogadores
      Então cada jogador tem 6 peças
      E o saco tem <restam> peças

      Exemplos:
        | jogadores | restam |
        | 2         | 96     |
        | 3         | 90     |
        | 4         | 84     |

    Esquema do Cenário: Um jogo para <jogadores> jogadores é recusado
      Dadas as regras oficiais
      Quando começa um jogo para <jogadores> jogadores
      Então o jogo é recusado porque "Qwirkle is played by 2 to 4 players, but <jogadores> were given"

      Exemplos:
        | jogadores |
        | 1         |
        | 5         |

    Exemplo: Um jogo em que um jogador tem sete peças é recusado
      Dado o jogador 1 tem A1 A2 A3 A4 A5 A6 B1
      Quando o jogo é preparado
      Então o jogo é recusado porque "a hand holds at most 6 tiles, but 7 were given"
