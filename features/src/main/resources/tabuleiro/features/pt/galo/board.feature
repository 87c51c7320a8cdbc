# language: pt
Funcionalidade: O tabuleiro e as suas casas
  O tabuleiro tem três linhas e três colunas de casas. Uma casa é nomeada pela letra da sua
  coluna, de a a c da esquerda para a direita, e depois pelo número da sua linha, de 1 a 3 de cima
  para baixo: a1 é o canto de cima à esquerda e b2 o centro. O livro de regras desenha um
  tabuleiro com as letras em cima e os números à esquerda, um ponto para uma casa vazia e X ou O
  para uma marca.

  @GALO-01 @ex01
  Regra: O tabuleiro tem três linhas e três colunas de casas, todas vazias num jogo novo
    Cada casa está vazia ou tem uma marca, X ou O.

    Cenário: O tabuleiro de um jogo novo tem nove casas vazias
      Dado um novo jogo
      Quando se olha para o tabuleiro
      Então o tabuleiro é
        """
          a b c
        1 . . .
        2 . . .
        3 . . .
        """

    Esquema do Cenário: A casa <casa> de um jogo novo está vazia
      Dado um novo jogo
      Quando se olha para a casa <casa>
      Então está vazia

      Exemplos:
        | casa |
        | a1   |
        | c1   |
        | b2   |
        | a3   |
        | c3   |

  @GALO-05 @ex01
  Regra: Uma casa é nomeada pela letra da sua coluna e depois pelo número da sua linha, como b2
    A letra vai de a a c da esquerda para a direita e o número de 1 a 3 de cima para baixo; uma
    letra maiúscula lê-se como a minúscula. Qualquer outro texto é recusado, com uma mensagem que
    diz o que é o nome de uma casa.

    Esquema do Cenário: "<nome>" é o nome da casa da linha <linha> e coluna <coluna>
      Quando se lê a casa "<nome>"
      Então é a casa da linha <linha> e coluna <coluna>

      Exemplos:
        | nome | linha | coluna |
        | a1   | 1     | 1      |
        | c1   | 1     | 3      |
        | b2   | 2     | 2      |
        | a3   | 3     | 1      |
        | B2   | 2     | 2      |

    Esquema do Cenário: "<nome>" não é o nome de uma casa
      Quando se lê a casa "<nome>"
      Então o nome é recusado

      Exemplos:
        | nome |
        | d1   |
        | a4   |
        | a0   |
        | 2b   |
        | b    |
        | b22  |
