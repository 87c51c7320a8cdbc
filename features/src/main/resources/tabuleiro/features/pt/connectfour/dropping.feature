# language: pt
Funcionalidade: Largar uma peça
  Uma jogada larga uma peça numa coluna; a peça cai até onde pode. Uma coluna cheia não tem lugar
  para mais uma peça, e o enunciado faz disso um assunto de quem chama o motor: a interface só pode
  jogar em colunas com espaço. O motor do jogo verifica-o na mesma, e recusa o engano sem estragar o
  jogo.

  @C4-05 @ex02
  Regra: hasSpace(coluna) é verdadeiro exatamente quando a coluna tem pelo menos uma casa vazia

    Esquema do Cenário: A coluna <coluna> tem <peças> peças, por isso a resposta é <resposta>
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 2 . . . . . .
        2 1 1 . . . . .
        3 2 2 . . . . .
        4 1 1 . . . . .
        5 2 2 . . . . .
        6 1 1 . 2 . . .
        """
      Quando pergunto se a coluna <coluna> tem espaço
      Então a resposta é <resposta>

      Exemplos:
        | coluna | peças | resposta |
        | 1      | seis  | não      |
        | 2      | cinco | sim      |
        | 3      | zero  | sim      |

    Cenário: Ao lado de seis colunas cheias, uma coluna com cinco peças ainda tem espaço
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 1 2 1 1 2 1 .
        2 1 2 1 1 2 1 2
        3 1 2 1 1 2 1 2
        4 2 1 2 2 1 2 1
        5 2 1 2 2 1 2 1
        6 2 1 2 2 1 2 1
        """
      Quando pergunto se a coluna 7 tem espaço
      Então a resposta é sim

  @C4-06 @ex02
  Regra: play(coluna) larga a peça do próximo jogador na casa vazia mais baixa da coluna
    A casa vazia mais baixa é a casa vazia com o maior número de linha: a linha 6 numa coluna vazia,
    a linha 1 para a sexta peça. play devolve o jogo atualizado.

    Cenário: Numa coluna vazia a peça cai até ao fundo, a linha 6
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 . . . 2 . . .
        6 . . 2 1 1 . .
        """
      Quando o jogador 1 joga na coluna 6
      Então a grelha é
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 . . . 2 . . .
        6 . . 2 1 1 1 .
        """
      E play devolveu o jogo que alterou

    Cenário: A peça fica por cima das peças que já estão na coluna
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . 1 . . .
        5 . . . 2 . . .
        6 . . 2 1 1 . .
        """
      Quando o jogador 2 joga na coluna 4
      Então a grelha é
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . 2 . . .
        4 . . . 1 . . .
        5 . . . 2 . . .
        6 . . 2 1 1 . .
        """

    Cenário: A sexta peça de uma coluna ocupa a casa de cima, a linha 1
      Dadas as jogadas 4 4 4 4 4
      Quando o jogador 2 joga na coluna 4
      Então a grelha é
        """
          1 2 3 4 5 6 7
        1 . . . 2 . . .
        2 . . . 1 . . .
        3 . . . 2 . . .
        4 . . . 1 . . .
        5 . . . 2 . . .
        6 . . . 1 . . .
        """
      E a coluna 4 não tem espaço

  @C4-07 @ex02
  Regra: Uma jogada numa coluna cheia, numa coluna fora de 1 a 7, ou num jogo que terminou é recusada
    O enunciado faz destes casos enganos de quem chama o motor, não jogadas do jogo: o motor
    recusa-os, e o jogo fica exatamente como estava. É a pré-condição de play: a coluna existe e tem
    espaço, e o jogo ainda não terminou.

    Cenário: Uma coluna cheia é recusada
      Dadas as jogadas 4 4 4 4 4 4
      Quando o jogador 1 joga na coluna 4
      Então a jogada é recusada porque a coluna 4 está cheia
      E o jogo fica inalterado

    Esquema do Cenário: A coluna <coluna> é recusada: essa coluna não existe
      Dadas as jogadas 4 4
      Quando o jogador 1 joga na coluna <coluna>
      Então a jogada é recusada porque não há coluna <coluna>
      E o jogo fica inalterado

      Exemplos:
        | coluna |
        | 0      |
        | 8      |

    Cenário: Nenhuma jogada é possível depois de o jogo terminar
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 1 2 1 1 2 1 2
        2 1 2 1 1 2 1 2
        3 1 2 1 1 2 1 2
        4 2 1 2 2 1 2 1
        5 2 1 2 2 1 2 1
        6 2 1 2 2 1 2 1
        """
      Quando o jogador 1 joga na coluna 4
      Então a jogada é recusada porque o jogo terminou
      E o jogo fica inalterado
