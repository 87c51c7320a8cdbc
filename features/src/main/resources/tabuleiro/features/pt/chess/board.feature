# language: pt
Funcionalidade: O tabuleiro, as peças e a vez de jogar
  O xadrez joga-se num tabuleiro de 8 por 8 casas, com os nomes da notação algébrica: colunas
  de a a h a partir da esquerda das brancas, linhas de 1 a 8 a partir do lado das brancas. Os
  tabuleiros desenham-se com a linha 8 em cima, letras maiúsculas para as peças das brancas e
  minúsculas para as das pretas (as letras inglesas da notação: K rei, Q dama, R torre, B bispo,
  N cavalo, P peão) e um ponto para uma casa vazia.

  @CHESS-01 @ex03
  Regra: O jogo começa com a disposição habitual, cada dama na casa da sua cor

    Exemplo: A posição inicial
      Quando começa um jogo novo
      Então o tabuleiro é
        """
          a b c d e f g h
        8 r n b q k b n r 8
        7 p p p p p p p p 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 P P P P P P P P 2
        1 R N B Q K B N R 1
          a b c d e f g h
        """
      E em d1 as brancas têm uma dama
      E em d8 as pretas têm uma dama
      E em e1 as brancas têm um rei
      E em e8 as pretas têm um rei

    Exemplo: O centro do tabuleiro começa vazio
      Quando começa um jogo novo
      Então e4 está vazia
      E a6 está vazia
      E em h2 as brancas têm um peão
      E em g8 as pretas têm um cavalo

  @CHESS-21 @ex01
  Regra: As casas têm os nomes a1 a h8, a letra da coluna seguida do algarismo da linha

    Esquema do Cenário: As casas vão de a1 a h8: <nome>
      Quando "<nome>" é lido como uma casa
      Então é a casa da coluna "<coluna>" e da linha <linha>

      Exemplos:
        | nome | coluna | linha |
        | a1   | a      | 1     |
        | h8   | h      | 8     |
        | E4   | e      | 4     |

    Esquema do Cenário: Não há casa <nome>
      Quando "<nome>" é lido como uma casa
      Então é recusado por não ser uma casa

      Exemplos:
        | nome |
        | i1   |
        | a9   |
        | a0   |
        | 11   |

  # Não avaliada: a verificação do comprimento do nome está antes da região de solução de
  # Square.parse, por isso o esqueleto já recusa estes nomes e nenhum exercício a pode estragar.
  @CHESS-22
  Regra: O nome de uma casa tem exatamente dois caracteres, a letra da coluna e o algarismo da linha

    Esquema do Cenário: Um nome de outro comprimento não é uma casa: "<nome>"
      Quando "<nome>" é lido como uma casa
      Então é recusado por não ser uma casa

      Exemplos:
        | nome |
        | a10  |
        | e    |

  @CHESS-02 @ex03
  Regra: As brancas jogam primeiro, e os lados alternam, uma jogada cada um

    Exemplo: As brancas abrem e as pretas respondem
      Dado um jogo novo
      Quando as brancas jogam "Nf3"
      Então a jogada é feita
      E jogam as pretas

    Exemplo: As pretas não podem jogar primeiro
      Dado um jogo novo
      Quando as pretas jogam "Nc6"
      Então a jogada é recusada
      E o jogo fica como estava
      E jogam as brancas

    Exemplo: As brancas não podem jogar duas vezes seguidas
      Dado um jogo novo
      E as jogadas "Nf3" já foram feitas
      Quando as brancas jogam "Ng5"
      Então a jogada é recusada
      E o jogo fica como estava
      E jogam as pretas
      E a peça em b8 pode ir exatamente para "a6 c6"

    Exemplo: Uma jogada a partir de uma casa vazia é recusada
      Dado um jogo novo
      E as jogadas "Nf3" já foram feitas
      Quando as pretas movem a peça de e5 para e4
      Então a jogada é recusada
      E o jogo fica como estava
      E a peça em e5 não se pode mover
