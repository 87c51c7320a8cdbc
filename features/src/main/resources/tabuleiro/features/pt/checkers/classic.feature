# language: pt
@classic
Funcionalidade: As regras clássicas (Damas Clássicas)
  As regras completas do enunciado: damas que voam, captura obrigatória do maior número de peças
  (e depois do maior número de damas), um peão promovido só quando a sua jogada acaba, e dois
  tipos de empate.

  Contexto:
    Dadas as regras clássicas

  @CHECKERS-13 @ex06
  Regra: As damas clássicas voam, para a frente ou para trás, e capturam à distância
    Uma dama anda qualquer número de casas vazias ao longo de uma diagonal, e captura uma peça
    adversária a qualquer distância numa diagonal quando as casas entre elas estão vazias,
    ficando em qualquer casa vazia para lá dela.

    Exemplo: Uma dama no canto pode voar por toda a grande diagonal
      Dada a posição "W:WK29:B1"
      Quando se listam as jogadas legais
      Então as jogadas legais são 29-25, 29-22, 29-18, 29-15, 29-11, 29-8, 29-4

    Exemplo: O voo de uma dama pára antes de uma peça
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   w   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 W   .   .   .
        """
      Quando se listam as jogadas legais
      Então as jogadas legais são 29-25, 29-22, 29-18, 15-10, 15-11

    Exemplo: Uma dama captura à distância e fica em qualquer casa vazia para lá da peça
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   b   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 W   .   .   .
        """
      Quando se listam as jogadas legais
      Então as capturas legais são 29x11, 29x8, 29x4

    Exemplo: Parar em 15 ou em 11 e depois tomar a peça em 8 é a mesma jogada, listada uma vez
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   b
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 W   .   .   .
        """
      Quando se listam as jogadas legais
      Então as capturas legais são 29x15x4

  @CHECKERS-14 @ex03
  Regra: Clássicas: a captura é obrigatória

    Exemplo: Quando há uma captura possível, é a única jogada legal
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   w
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as jogadas legais são 22x15

    Exemplo: Uma jogada que não captura é recusada, indicando as capturas a jogar
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   w
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando as Brancas jogam 24-20
      Então é recusado com a mensagem "24-20 não captura, mas capturar é obrigatório: jogue um de [22x15]"
      E o tabuleiro fica como estava

  @CHECKERS-15 @ex07
  Regra: Lei da maioria clássica: capturar o maior número de peças e, entre essas capturas, o maior número de damas
    Entre as capturas possíveis, o jogador tem de escolher uma sequência que capture o maior
    número de peças e, entre essas, uma que capture o maior número de damas. A recusa do motor
    nomeia esta lei pelo seu nome em inglês, "majority rule".

    Exemplo: Têm de ser tomados dois peões em vez de um
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   b   .
        7   .   w   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as capturas legais são 22x15x8

    Exemplo: Tomam-se dois peões em vez de uma dama: o número de peças decide antes das damas
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   B   .
        7   .   w   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as capturas legais são 22x15x8

    Exemplo: A captura menor é recusada
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   b   .
        7   .   w   .   .
        8 .   .   .   .
        """
      Quando as Brancas jogam 26x19
      Então é recusado com a mensagem "majority"
      E o tabuleiro fica como estava

    Exemplo: Ao teclado a captura menor é respondida, e joga-se a maior
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   b   .
        7   .   w   .   .
        8 .   .   .   .
        """
      Quando o jogador escreve:
        """
        26 19
        22 8
        15
        8
        """
      Então o ecrã mostra "Nenhuma jogada legal começa em 26: a captura é obrigatória"
      E as jogadas feitas são 22x15x8

    # tag::takes-a-king[]
    Exemplo: De duas capturas simples, a que toma uma dama
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   b   B   .
        6 .   w   .   w
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as capturas legais são 24x15
    # end::takes-a-king[]

    Exemplo: De duas capturas que acabam na mesma casa, a que toma uma dama
      As duas tomam duas peças e acabam em 6; passar por 13 toma a dama em 9.
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   B   b   .   .
        4 .   .   .   .
        5   b   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando as Brancas jogam 22x15x6
      Então é recusado com a mensagem "22x15x6 não está entre as capturas que a regra da maioria permite: jogue um de [22x13x6]"
      E o tabuleiro fica como estava

  @CHECKERS-16 @ex07
  Regra: Clássicas: um peão que chega à última linha durante uma captura pára aí e é promovido quando a jogada acaba

    Exemplo: O peão pára na última linha, embora uma dama pudesse continuar a capturar
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   b   b   .
        3   .   .   w   .
        4 .   .   .   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as capturas legais são 11x2

    Exemplo: Uma dama que passa pela última linha a meio de uma captura continua a capturar
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   b
        3   .   b   .   .
        4 .   W   .   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as capturas legais são 14x3x12

    Exemplo: Torna-se dama no fim da jogada
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   b   b   .
        3   .   .   w   .
        4 .   .   .   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando as Brancas jogam 11x2
      Então a casa 2 tem uma dama branca
      E a casa 6 tem um peão preto

  @CHECKERS-17 @ex08
  Regra: Empates clássicos: vinte jogadas de damas sem captura, ou cinco jogadas num final empatado
    O jogo fica empatado depois de vinte jogadas sucessivas de damas sem captura; uma jogada de
    peão ou uma captura recomeça a contagem. Também fica empatado depois de cinco jogadas num dos
    finais duas damas contra duas damas, duas damas contra uma dama, duas damas contra uma dama e
    um peão, uma dama contra uma dama, uma dama contra uma dama e um peão, seja qual for o lado
    que tem quais; os outros finais continuam, e uma jogada que sai destes finais recomeça as
    suas cinco jogadas. Um jogo acabado recusa mais jogadas com a mensagem do contrato, "the game
    is over" (o jogo acabou).

    Exemplo: Vinte jogadas de damas sem captura empatam o jogo
      Dada a posição "W:WK29,K31,K32:BK1,K2,K3"
      Quando se jogam à vez as jogadas 29-25, 1-5, 25-29, 5-1 até terem sido feitas 20 jogadas
      Então o jogo está empatado

    Exemplo: Depois de dezanove jogadas de damas o jogo continua
      Dada a posição "W:WK29,K31,K32:BK1,K2,K3"
      Quando se jogam à vez as jogadas 29-25, 1-5, 25-29, 5-1 até terem sido feitas 19 jogadas
      Então o jogo não acabou
      E foram contadas 19 jogadas de dama sem captura

    Exemplo: Uma jogada de peão recomeça a contagem
      Dada a posição "W:WK29,K31,K32,21:BK1,K2"
      Quando se jogam as jogadas 29-25, 1-5, 21-17, 5-1, 25-29
      Então foram contadas 2 jogadas de dama sem captura
      E o jogo não acabou

    Exemplo: Uma captura por uma dama recomeça a contagem
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   B   B   B   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   b   .   .
        8 .   W   W   W
        """
      Quando se jogam as jogadas 30x23, 1-5, 23-19
      Então foram contadas 2 jogadas de dama sem captura
      E o jogo não acabou

    Esquema do Cenário: <brancas> contra <pretas> empata ao fim de cinco jogadas
      Dada a posição "<posição>"
      Quando se jogam à vez as jogadas 29-25, 1-5, 25-29, 5-1 até terem sido feitas 5 jogadas
      Então o jogo está empatado

      Exemplos:
        | brancas             | pretas              | posição                 |
        | duas damas          | duas damas          | W:WK29,K32:BK1,K3       |
        | duas damas          | uma dama            | W:WK29,K32:BK1          |
        | uma dama            | duas damas          | W:WK29:BK1,K3           |
        | duas damas          | uma dama e um peão  | W:WK29,K32:BK1,10       |
        | uma dama e um peão  | duas damas          | W:WK29,31:BK1,K3        |
        | uma dama            | uma dama            | W:WK29:BK1              |
        | uma dama            | uma dama e um peão  | W:WK29:BK1,10           |
        | uma dama e um peão  | uma dama            | W:WK29,31:BK1           |

    Esquema do Cenário: <brancas> contra <pretas> não é um final empatado, e continua depois de cinco jogadas
      Dada a posição "<posição>"
      Quando se jogam à vez as jogadas 29-25, 1-5, 25-29, 5-1 até terem sido feitas 5 jogadas
      Então o jogo não acabou

      Exemplos:
        | brancas             | pretas                 | posição                 |
        | três damas          | uma dama               | W:WK29,K31,K32:BK1      |
        | uma dama e um peão  | uma dama e um peão     | W:WK29,31:BK1,10        |
        | duas damas          | duas damas e um peão   | W:WK29,K32:BK1,K3,10    |

    Exemplo: Uma captura que sai dos finais empatados recomeça as suas cinco jogadas
      Duas damas contra uma dama e um peão é um final empatado; ao fim de quatro jogadas, as
      Brancas tomam a dama, e as Pretas coroam o seu peão: duas damas contra uma dama conta as
      suas cinco jogadas a partir daí.
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   B   .
        2 .   .   .   .
        3   .   .   .   .
        4 W   .   .   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   b
        8 W   .   .   .
        """
      Quando se jogam as jogadas 29-25, 3-7, 25-29, 7-11, 29x8, 28-32
      Então o jogo não acabou
      E a casa 11 está vazia
      E a casa 32 tem uma dama preta

    Exemplo: Um jogo empatado não aceita mais jogadas
      Dada a posição "W:WK29,K32:BK1"
      E foram feitas as jogadas 29-25, 1-5, 25-29, 5-1, 29-25
      Quando as Pretas jogam 5-1
      Então é recusado com a mensagem "the game is over"
      E o tabuleiro fica como estava

    Exemplo: Duas damas contra uma continuam depois de quatro jogadas
      Dada a posição "W:WK29,K32:BK1"
      Quando se jogam à vez as jogadas 29-25, 1-5, 25-29, 5-1 até terem sido feitas 4 jogadas
      Então o jogo não acabou
