# language: pt
Funcionalidade: O tabuleiro e as peças
  As damas jogam-se nas casas escuras de um tabuleiro de 8x8, com as Brancas em baixo. Como o
  enunciado pede, a casa do canto inferior direito de cada jogador é clara, por isso a grande
  diagonal escura fica à esquerda de cada jogador. As casas são designadas pelos números da PDN
  inglesa, de 1 a 32, linha a linha a partir do lado das Pretas: as Pretas começam nas casas 1 a
  12 e as Brancas nas casas 21 a 32, e as Brancas jogam primeiro. As regras da federação
  portuguesa, de cujo jogo as regras clássicas são, de resto, o mesmo, viram o tabuleiro ao
  contrário (uma casa escura, de jogo, no canto inferior direito de cada jogador) e numeram as
  casas a partir do lado das Brancas, por isso os seus diagramas e listas de jogadas não passam
  para aqui casa a casa. Um tabuleiro com coordenadas mostra uma casa clara como um espaço, uma
  casa escura vazia como ".", os peões como w e b e as damas como W e B. Estas regras valem nas
  duas variantes; os exemplos usam as regras clássicas.

  Contexto:
    Dadas as regras clássicas

  @CHECKERS-01 @ex02
  Regra: O tabuleiro tem 8x8 casas, claras e escuras alternadas, e só se joga nas escuras
    A casa do canto inferior direito de cada jogador é clara, por isso a grande diagonal escura
    fica à esquerda de cada jogador.

    Exemplo: O tabuleiro vazio mostra as casas claras em branco e as escuras como pontos
      Quando se desenha o tabuleiro vazio
      Então o desenho é:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   .   .   .
        6 .   .   .   .
        7   .   .   .   .
        8 .   .   .   .
        """

    Exemplo: A grande diagonal vai do canto inferior esquerdo das Brancas ao das Pretas
      Dado um jogo novo
      Quando as Brancas jogam 22-18
      Então a casa 29 tem um peão branco
      E a casa 4 tem um peão preto

  @CHECKERS-02 @ex02
  Regra: Cada jogador tem 12 peões nas casas escuras das três filas mais próximas de si

    Exemplo: A colocação das peças iniciais
      Dada a posição "W:W22:B11"
      Quando se colocam as peças iniciais num tabuleiro vazio
      Então o tabuleiro fica assim:
        """
          1 2 3 4 5 6 7 8
        1   b   b   b   b
        2 b   b   b   b
        3   b   b   b   b
        4 .   .   .   .
        5   .   .   .   .
        6 w   w   w   w
        7   w   w   w   w
        8 w   w   w   w
        """

    Exemplo: As duas filas do meio começam vazias, por isso as Brancas têm sete primeiras jogadas
      Quando se listam as jogadas legais de um jogo novo
      Então as jogadas legais são 21-17, 22-17, 22-18, 23-18, 23-19, 24-19, 24-20
      E a casa 13 está vazia
      E a casa 20 está vazia
      E a casa 12 tem um peão preto
      E a casa 21 tem um peão branco

  @CHECKERS-12 @ex08
  Regra: O tabuleiro mostrado reflete todas as jogadas, com o tipo e a cor de cada peça reconhecíveis
    Por baixo do tabuleiro, o jogo mostrado diz de quem é a vez, ou como o jogo acabou.

    Exemplo: As damas desenham-se em maiúsculas e os peões em minúsculas
      Dada a posição "B:WK1,22:B27"
      Quando se desenha o tabuleiro
      Então o desenho é:
        """
          1 2 3 4 5 6 7 8
        1   W   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   .   .   .
        6 .   w   .   .
        7   .   .   b   .
        8 .   .   .   .
        """

    Exemplo: O tabuleiro depois de uma jogada mostra-a
      Dado um jogo novo
      Quando as Brancas jogam 22-18
      Então o tabuleiro fica assim:
        """
          1 2 3 4 5 6 7 8
        1   b   b   b   b
        2 b   b   b   b
        3   b   b   b   b
        4 .   .   .   .
        5   .   w   .   .
        6 w   .   w   w
        7   w   w   w   w
        8 w   w   w   w
        """

    Exemplo: O jogo mostrado diz de quem é a vez
      Dado um jogo novo
      Quando se mostra o jogo
      Então a última linha mostrada é "WHITE to move."

    Exemplo: O jogo mostrado diz quem ganhou
      Dada a posição "W:W22:B18"
      E foram feitas as jogadas 22x15
      Quando se mostra o jogo
      Então a última linha mostrada é "WHITE wins."

    Exemplo: O jogo mostrado diz quem desistiu
      Dada a posição "W:W22:B11"
      E as Brancas desistiram
      Quando se mostra o jogo
      Então a última linha mostrada é "BLACK wins (the other side resigned)."

    Exemplo: O jogo mostrado diz que está empatado
      Dada a posição "W:WK29,K31,K32:BK1,K2,K3"
      E foram feitas as jogadas 29-25, 1-5, 25-29, 5-1, 29-25, 1-5, 25-29, 5-1, 29-25, 1-5, 25-29, 5-1, 29-25, 1-5, 25-29, 5-1, 29-25, 1-5, 25-29, 5-1
      Quando se mostra o jogo
      Então a última linha mostrada é "The game is drawn."

  @CHECKERS-29 @ex06
  Regra: As rotinas da primeira fase do enunciado existem
    Desenhar o tabuleiro vazio, colocar as peças iniciais, escolher uma casa ocupada, escolher uma
    casa escura livre, e dizer se uma peça pode chegar a uma casa livre segundo as regras
    simplificadas dos peões.

    Exemplo: A escolha de uma casa com uma peça pergunta de novo até ser escrita uma
      Dada a posição "W:W22:B11"
      Quando se escolhe uma casa com uma peça, e o jogador escreve:
        """
        banana
        15
        22
        """
      Então a casa escolhida é a 22
      E o ecrã mostra "A casa 15 está vazia"

    Exemplo: A escolha de uma casa livre pergunta de novo até ser escrita uma
      Dada a posição "W:W22:B11"
      Quando se escolhe uma casa livre, e o jogador escreve:
        """
        11
        40
        15
        """
      Então a casa escolhida é a 15
      E o ecrã mostra "A casa 11 está ocupada"

    Esquema do Cenário: O peão em 22 <pode> chegar a <casa>
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   .   .   .   .
        2 .   .   .   .
        3   .   .   b   .
        4 .   .   .   .
        5   .   b   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando pergunto se a peça em 22 pode chegar a <casa>
      Então a resposta é <resposta>

      Exemplos:
        | casa | pode     | resposta | porquê                           |
        | 17   | pode     | yes      | um passo em frente               |
        | 15   | pode     | yes      | um salto por cima de 18          |
        | 8    | pode     | yes      | dois saltos, por cima de 18 e 11 |
        | 26   | não pode | no       | os peões não andam para trás     |
        | 13   | não pode | no       | em 17 não há peça para saltar    |

    Esquema do Cenário: Na posição inicial o peão em <de> <pode> chegar a <casa>
      Dado um jogo novo
      Quando pergunto se a peça em <de> pode chegar a <casa>
      Então a resposta é <resposta>

      Exemplos:
        | de | casa | pode     | resposta | porquê                                  |
        | 22 | 18   | pode     | yes      | um passo em frente, doze peões por lado |
        | 21 | 18   | não pode | no       | 18 não é vizinha de 21 na diagonal      |

    Exemplo: A rotina move qualquer peça como um peão: a dama em 22 não chega a 26
      Dada a posição "W:WK22:B1"
      Quando pergunto se a peça em 22 pode chegar a 26
      Então a resposta é não

  # Não avaliada: a notação de posições do próprio livro de regras, lida pela referência fora
  # das regiões de solução dos exercícios. Não é uma regra do enunciado, por isso tem um ID seu.
  @CHECKERS-30
  Regra: As posições escrevem-se em PDN FEN, e uma posição mal formada é recusada dizendo onde
    A vez (W ou B), dois pontos, e depois a lista de cada lado: a sua letra e as suas casas por
    número, com K antes de uma dama. As listas podem vir por qualquer ordem, as casas podem ser
    dadas em intervalos, os espaços são ignorados e é permitido um ponto final. A recusa indica o
    carácter, contado a partir de 1 depois de retirados os espaços, e o que se esperava nele.

    Exemplo: A lista das Pretas primeiro, um intervalo, uma dama, espaços e um ponto final
      Dada a posição "W:W22:B11"
      Quando se começa um jogo na posição "B : BK1, 2-4 : W21-23 ."
      Então é a vez das Pretas
      E a casa 1 tem uma dama preta
      E a casa 4 tem um peão preto
      E a casa 23 tem um peão branco
      E a casa 24 está vazia

    Exemplo: A casa 32, a última da numeração, lê-se como as outras
      Dada a posição "W:W22:B11"
      Quando se começa um jogo na posição "W:W32:B1"
      Então a casa 32 tem um peão branco
      E a casa 1 tem um peão preto

    Exemplo: Uma posição escreve-se com a vez, depois as casas das Brancas, depois as das Pretas
      Dada a posição "B : BK1, 2-4 : W21-23 ."
      Quando se escreve a posição em FEN
      Então a posição em FEN é "B:W21,22,23:BK1,2,3,4"

    Esquema do Cenário: A posição mal formada "<fen>" é recusada
      Dada a posição "W:W22:B11"
      Quando se começa um jogo na posição "<fen>"
      Então é recusado com a mensagem "<mensagem>"
      E o tabuleiro fica como estava

      Exemplos:
        | fen          | mensagem                                                    |
        |              | a FEN position is needed                                    |
        | .            | character 1: expected the side to move but found the end     |
        | X:W22:B11    | character 1: expected the side to move but found 'X'        |
        | W            | character 2: expected ':' but found the end of the text      |
        | W:W22:       | character 7: expected a colour (W or B) starting a list      |
        | W-W22:B11    | character 2: expected ':'                                   |
        | W:W22        | character 6: expected ':' but found the end of the text     |
        | W:W22:W11    | character 7: expected each colour's list once               |
        | W:W22:B11:   | character 10: expected the end of the position              |
        | W:W22;B11    | character 6: expected ',' or ':' after a square             |
        | W:W22:B0     | character 8: expected a square number from 1 to 32          |
        | W:W22:B33    | character 8: expected a square number from 1 to 32          |
        | W:W22:B123   | character 8: expected a square number from 1 to 32          |
        | W:W22:B012   | character 8: expected a square number from 1 to 32 but found 012 |
        | W:WK:B11     | character 5: expected a square number from 1 to 32          |
        | W:W22:B1-    | character 10: expected a square number from 1 to 32         |
        | W:W22,22:B11 | character 7: expected each square once                      |
        | W:W1-13:B20  | character 4: expected at most 12 pieces of a colour         |

  # Não avaliada: estes são os contratos das classes Game, Board, Cell e Piece. São verificações
  # fora das regiões de solução dos exercícios, por isso o esqueleto mantém-nas e nenhum
  # exercício as pode quebrar.
  @CHECKERS-28
  Regra: As classes Game, Board, Cell e Piece existem, e os seus contratos são verificados
    As peças só ocupam casas escuras, no máximo 12 por lado, e nenhum peão fica na sua linha de
    promoção. As mensagens destas recusas são as dos contratos do código, em inglês: "light
    square" (casa clara), "at most 12" (no máximo 12), "promotion row" (linha de promoção).

    Exemplo: Uma célula do tabuleiro sabe a sua linha, a sua coluna, a sua cor e a sua peça
      Dada a posição "W:W22:B11"
      Quando se olha para a célula da linha 6, coluna 3
      Então a célula está na linha 6, coluna 3, e é uma casa escura com um peão branco

    Exemplo: Uma casa clara recusa uma peça
      Dada a posição "W:W22:B11"
      Quando se põe uma peça na casa clara da linha 1, coluna 1
      Então é recusado com a mensagem "light square"
      E o tabuleiro fica como estava

    Exemplo: Uma célula fora do tabuleiro é recusada
      Dada a posição "W:W22:B11"
      Quando se põe uma peça na célula da linha 9, coluna 2
      Então é recusado com a mensagem "rows and columns are numbered 1 to 8"
      E o tabuleiro fica como estava

    Esquema do Cenário: Só as 32 casas escuras têm nome: <qual> é recusada
      Dada a posição "W:W22:B11"
      Quando se nomeia a casa <nomeada>
      Então é recusado com a mensagem "<mensagem>"
      E o tabuleiro fica como estava

      Exemplos:
        | qual                  | nomeada               | mensagem                             |
        | a casa 0              | número 0              | a square is numbered 1 to 32         |
        | a casa 33             | número 33             | a square is numbered 1 to 32         |
        | a linha clara 1, 1    | da linha 1, coluna 1  | is a light square                    |
        | a linha 9             | da linha 9, coluna 2  | rows and columns are numbered 1 to 8 |

    Exemplo: Uma décima terceira peça é recusada
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   .   .   .
        6 w   w   w   w
        7   w   w   w   w
        8 w   w   w   w
        """
      Quando se acrescenta um peão branco na casa 17
      Então é recusado com a mensagem "at most 12"
      E o tabuleiro fica como estava

    Exemplo: Uma décima terceira peça é recusada também onde substituiria uma peça do outro lado
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   b   .   .   .
        6 w   w   w   w
        7   w   w   w   w
        8 w   w   w   w
        """
      Quando se acrescenta um peão branco na casa 17
      Então é recusado com a mensagem "at most 12"
      E o tabuleiro fica como estava

    Esquema do Cenário: Uma jogada de <número> casas não se envia ao outro programa
      Dada a posição "W:W22:B11"
      Quando se envia uma jogada pelas casas <casas>
      Então é recusado com a mensagem "a move occupies 2 to 13 squares"

      Exemplos:
        | número | casas                               |
        | 1      | 22                                  |
        | 14     | 1 2 3 4 5 6 7 8 9 10 11 12 13 14    |

    Exemplo: As peças iniciais só se colocam num tabuleiro vazio
      Dada a posição "W:W22:B11"
      Quando se colocam as peças iniciais no tabuleiro
      Então é recusado com a mensagem "empty board"
      E o tabuleiro fica como estava

    Esquema do Cenário: Pergunta-se se uma peça pode chegar a uma casa a partir de uma peça e para uma casa livre
      Dada a posição "W:W22:B18,11"
      Quando pergunto se a peça em <from> pode chegar a <to>
      Então é recusado com a mensagem "<mensagem>"
      E o tabuleiro fica como estava

      Exemplos:
        | from | to | mensagem               |
        | 21   | 17 | square 21 is empty     |
        | 22   | 18 | square 18 is occupied  |

    Exemplo: Um peão não pode ficar na sua própria linha de promoção
      Dada a posição "W:W22:B11"
      Quando se começa um jogo na posição "W:W2:B11"
      Então é recusado com a mensagem "promotion row"
      E o tabuleiro fica como estava
