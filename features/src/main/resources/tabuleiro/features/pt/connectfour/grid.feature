# language: pt
Funcionalidade: A grelha
  O Quatro em Linha joga-se numa grelha vertical de 6 linhas e 7 colunas. Como no enunciado, as
  linhas numeram-se de 1 a 6 de cima para baixo e as colunas de 1 a 7 da esquerda para a direita, e
  uma casa escreve-se (linha,coluna): (6,4) é a casa de baixo da coluna do meio.

  O livro de regras desenha uma grelha como o toString() do motor do jogo: os números das colunas em
  cima, os das linhas à esquerda, "." para uma casa vazia, 1 para uma peça do primeiro jogador e 2
  para uma peça do segundo. Cada grelha desenhada é preparada jogando um jogo no motor, numa ordem
  de jogadas que lá chega.

  @C4-01 @ex01
  Regra: A grelha tem 6 linhas e 7 colunas; linhas de 1 a 6 de cima para baixo, colunas de 1 a 7 da esquerda para a direita

    Cenário: As linhas 1 a 6 e as colunas 1 a 7 dão nome às 42 casas da grelha
      Dado um novo jogo
      Quando pergunto o valor de cada casa de (1,1) a (6,7)
      Então todas as 42 respostas são 0

    Esquema do Cenário: Não há coluna <coluna>
      Dado um novo jogo
      Quando pergunto se a coluna <coluna> tem espaço
      Então a pergunta é recusada porque não há coluna <coluna>
      E o jogo fica inalterado

      Exemplos:
        | coluna |
        | 0      |
        | 8      |

    Esquema do Cenário: Não há linha <linha>
      Dado um novo jogo
      Quando pergunto o valor na linha <linha>, coluna 4
      Então a pergunta é recusada porque não há linha <linha>
      E o jogo fica inalterado

      Exemplos:
        | linha |
        | 0     |
        | 7     |

  @C4-02 @ex02
  Regra: Uma casa guarda 0 quando está vazia, 1 para uma peça do primeiro jogador e 2 para uma do segundo

    Esquema do Cenário: O valor de <casa> é <valor>: <o que lá está>
      Dadas as jogadas 4 4 3
      Quando pergunto o valor em <casa>
      Então a resposta é <valor>

      Exemplos:
        | casa  | valor | o que lá está                               |
        | (6,4) | 1     | a primeira peça, que o jogador 1 jogou      |
        | (5,4) | 2     | a peça do jogador 2, por cima dela          |
        | (6,3) | 1     | a segunda peça do jogador 1                 |
        | (4,4) | 0     | nada: a casa por cima das duas peças        |

    Cenário: Dezassete peças de cada jogador, nenhuma coluna cheia: 1, 2 e 0
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . 2 1 1 2 1 2
        3 1 2 1 1 2 1 2
        4 1 2 1 1 2 1 2
        5 2 1 2 2 1 2 1
        6 2 1 2 2 1 2 1
        """
      Quando pergunto o valor de cada casa de (1,1) a (6,7)
      Então 8 respostas são 0, 17 são 1 e 17 são 2

  @C4-08 @ex01
  Regra: valueAt responde 0, 1 ou 2 para cada linha de 1 a 6 e cada coluna de 1 a 7, e recusa qualquer outra casa

    Cenário: As quatro esquinas da grelha podem ser lidas
      Dado um novo jogo
      Quando pergunto os valores em (1,1) (1,7) (6,1) (6,7)
      Então todas as 4 respostas são 0

    Esquema do Cenário: Uma casa fora da grelha é recusada: linha <linha>, coluna <coluna>
      Dado um novo jogo
      Quando pergunto o valor na linha <linha>, coluna <coluna>
      Então a pergunta é recusada porque não há <o que falta>
      E o jogo fica inalterado

      Exemplos:
        | linha | coluna | o que falta |
        | 1     | 0      | coluna 0    |
        | 6     | 8      | coluna 8    |
        | 0     | 0      | linha 0     |
