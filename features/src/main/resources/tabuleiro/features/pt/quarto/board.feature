# language: pt
Funcionalidade: O tabuleiro
  O tabuleiro tem quatro linhas, numeradas de 1 a 4 de cima para baixo, e quatro colunas, com as
  letras de A a D da esquerda para a direita. Os jogadores indicam uma casa pela letra da coluna
  e pelo algarismo da linha, por qualquer ordem e em maiúsculas ou minúsculas: A1, a1, 1A e 1a
  são a mesma casa. O enunciado desenha o tabuleiro em texto, com as letras das colunas em cima
  e em baixo, os números das linhas dos dois lados, e cada peça na sua notação; uma casa vazia
  mostra três espaços. O livro de regras desenha assim as suas posições, em geral sem as linhas
  de espaçamento.

  @QUARTO-01 @ex02
  Regra: O tabuleiro é 4x4, e uma casa indica-se pela letra da coluna e pelo algarismo da linha, por qualquer ordem
    As linhas vão de 1 a 4 e as colunas de A a D: A1, a1, 1A e 1a são a mesma casa, e qualquer
    outro texto não indica nenhuma casa. Um tabuleiro novo está vazio, e fica cheio quando as
    dezasseis casas têm uma peça.

    Esquema do Cenário: Uma casa indica-se por qualquer ordem e em maiúsculas ou minúsculas
      Quando "<escrito>" é lido como uma casa
      Então é a casa <casa>

      Exemplos:
        | escrito | casa |
        | B3      | B3   |
        | b3      | B3   |
        | 3B      | B3   |
        | 1a      | A1   |
        | d4      | D4   |

    Esquema do Cenário: Uma linha fora de 1 a 4, uma coluna fora de A a D ou outro texto não indica nenhuma casa
      Quando "<escrito>" é lido como uma casa
      Então o texto é recusado porque <razão>

      Exemplos:
        | escrito | razão                        |
        | E1      | não há coluna E              |
        | a5      | não há linha 5               |
        | 0C      | não há linha 0               |
        | B33     | uma casa tem dois caracteres |

    Exemplo: Um tabuleiro novo tem dezasseis casas vazias
      Quando se faz um tabuleiro novo
      Então as 16 casas de A1 a D4 estão vazias
      E o tabuleiro não está cheio

    Exemplo: Uma peça colocada numa casa fica lá, e todas as outras casas continuam vazias
      Dado o tabuleiro vazio
      Quando (B! é colocada em C2
      Então C2 tem (B!
      E todas as casas menos C2 estão vazias

    Exemplo: O tabuleiro fica cheio quando se coloca a décima sexta peça
      Dado o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 [B! | (B; | (p! | [P! 1
        2 (p; | [p! | [b; | [P; 2
        3 (B! | [b! | (P! | (b; 3
        4 (b! | [p; | [B; |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando (P; é colocada em D4
      Então o tabuleiro está cheio

  @QUARTO-12 @ex02
  Regra: O tabuleiro em texto mostra as colunas A a D em cima e em baixo, as linhas 1 a 4 dos dois lados, e as peças na notação

    Exemplo: Um tabuleiro com duas peças desenha-se como o enunciado o desenha
      Dado o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     |     |     |     2
        3     |     | (p; |     3
        4     |     |     | [P! 4
        #__A__#__B__#__C__#__D__#
        """
      Quando o tabuleiro é desenhado em texto
      Então o texto é
        """
        #__A__#__B__#__C__#__D__#
        |     |     |     |     |
        1 (B! |     |     |     1
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        2     |     |     |     2
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        3     |     | (p; |     3
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        4     |     |     | [P! 4
        |     |     |     |     |
        #__A__#__B__#__C__#__D__#
        """

    Exemplo: Um tabuleiro vazio mostra três espaços em cada casa
      Dado o tabuleiro vazio
      Quando o tabuleiro é desenhado em texto
      Então o texto é
        """
        #__A__#__B__#__C__#__D__#
        |     |     |     |     |
        1     |     |     |     1
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        2     |     |     |     2
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        3     |     |     |     3
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        4     |     |     |     4
        |     |     |     |     |
        #__A__#__B__#__C__#__D__#
        """

    Exemplo: Um tabuleiro em texto lê-se de volta como o tabuleiro que desenha
      Quando o tabuleiro em texto é lido
        """
        #__A__#__B__#__C__#__D__#
        |     |     |     |     |
        1     | [b; |     |     1
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        2     |     |     |     2
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        3     |     |     |     3
        |     |     |     |     |
        #-----|-----|-----|-----#
        |     |     |     |     |
        4 (P! |     |     |     4
        |     |     |     |     |
        #__A__#__B__#__C__#__D__#
        """
      Então B1 tem [b;
      E A4 tem (P!
      E todas as casas menos B1 e A4 estão vazias

    Exemplo: Um tabuleiro em texto com a mesma peça duas vezes é recusado
      Quando o tabuleiro em texto é lido
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     |     |     |     2
        3     |     |     | (B! 3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Então o texto é recusado porque cada peça está uma só vez no conjunto

    Exemplo: Um tabuleiro em texto com as linhas fora de ordem é recusado
      Quando o tabuleiro em texto é lido
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        3     |     |     |     3
        2     |     |     |     2
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Então o texto é recusado porque as linhas vão de 1 a 4 de cima para baixo

    Exemplo: Um tabuleiro em texto a que falta uma linha é recusado
      Quando o tabuleiro em texto é lido
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     |     |     |     2
        3     |     |     |     3
        #__A__#__B__#__C__#__D__#
        """
      Então o texto é recusado porque um tabuleiro em texto tem quatro linhas

    Exemplo: Uma linha cujo número difere nas duas pontas é recusada
      Quando o tabuleiro em texto é lido
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     |     |     |     3
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Então o texto é recusado porque uma linha tem o seu número nas duas pontas

    Exemplo: Uma linha com uma casa que não tem três caracteres é recusada
      Quando o tabuleiro em texto é lido
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2 [p;; |     |     |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Então o texto é recusado porque uma casa tem três caracteres
