# language: pt
Funcionalidade: Jogar em rede
  Dois programas jogam um jogo por TCP, um jogador cada. Cada número que passa na ligação é um
  inteiro de 32 bits big-endian. As cores decidem-se por números aleatórios; depois, no fim de
  cada vez, o lado que jogou envia o número de casas que a sua peça ocupou e a linha e a coluna
  de cada uma. Nestes exemplos o outro programa é feito pelo livro de regras, por uma ligação
  verdadeira em loopback, e este programa espera por ele no máximo um segundo. As mensagens do
  protocolo e da ligação vêm do código, em inglês.

  Contexto:
    Dadas as regras simplificadas

  @CHECKERS-25 @ex09
  Regra: As cores tiram-se com números aleatórios: o maior joga com as Brancas e começa
    Cada processo tira um inteiro aleatório e envia-o; em caso de empate ambos tiram de novo.

    Exemplo: O número maior joga com as Brancas
      Dado outro programa em loopback que envia 7
      Quando este programa decide as cores tirando 9
      Então este programa joga com as Brancas
      E o outro programa recebeu 9

    Exemplo: Tirar 0 é um número como outro qualquer
      Dado outro programa em loopback que envia 0
      Quando este programa decide as cores tirando 9
      Então este programa joga com as Brancas
      E o outro programa recebeu 9

    Exemplo: Um número tirado negativo envia-se sem o sinal
      Dado outro programa em loopback que envia 7
      Quando este programa decide as cores tirando -9
      Então este programa joga com as Brancas
      E o outro programa não recebeu nenhum número negativo

    Exemplo: Os empates tiram-se de novo
      Dado outro programa em loopback que envia 5 5 8
      Quando este programa decide as cores tirando 5 5 3
      Então este programa joga com as Pretas
      E o outro programa recebeu 5 5 3

  @CHECKERS-26 @ex09
  Regra: No fim de cada vez quem jogou envia as casas da sua peça, e o outro lado aplica essa jogada
    O processo ativo envia o número de casas que a sua peça ocupou, contando a inicial e a final,
    e depois a linha e a coluna de cada casa; o processo passivo aplica exatamente essa jogada.

    Exemplo: Uma jogada é recebida, aplicada, e respondida
      Dada a posição "W:W22:B11,12"
      E outro programa em loopback que envia 1000 2 6 3 5 4 e mais nada
      Quando este programa joga o jogo tirando 1, e o seu jogador escreve:
        """
        11 15
        """
      Então as jogadas feitas são 22-18, 11-15
      E o outro programa recebeu 1 2 3 6 4 5
      E o ecrã mostra "Joga com as Pretas; as Brancas jogam primeiro."

    Exemplo: Uma captura de dois saltos envia-se como três casas
      Dada a posição "W:W22:B18,11,1"
      E outro programa em loopback que envia 1 e mais nada
      Quando este programa joga o jogo tirando 1000, e o seu jogador escreve:
        """
        22 8
        15
        8
        """
      Então as jogadas feitas são 22x15x8
      E o outro programa recebeu 1000 3 6 3 4 5 2 7
      E o ecrã mostra "Joga com as Brancas e é o primeiro a jogar."

  @CHECKERS-27 @ex09
  Regra: O programa nunca aborta nem bloqueia perante um erro
    Uma entrada errada ao teclado, uma mensagem ilegal ou mal formada, um parceiro calado ou uma
    ligação perdida têm cada um uma mensagem clara e deixam o jogo num estado seguro.

    Exemplo: Uma jogada ilegal do outro programa é recusada
      Dada a posição "W:W22:B11"
      E outro programa em loopback que envia 1000 2 6 3 4 3
      Quando este programa joga o jogo tirando 1, e o seu jogador escreve:
        """
        """
      Então o ecrã mostra "which is not legal here"
      E o jogo está como estava, e não acabou

    Esquema do Cenário: Uma mensagem de jogada mal formada é recusada: <caso>
      Dada a posição "W:W22:B11"
      E outro programa em loopback que envia 1000 <envia>
      Quando este programa joga o jogo tirando 1, e o seu jogador escreve:
        """
        """
      Então o ecrã mostra "<mostra>"
      E o jogo está como estava, e não acabou

      Exemplos:
        | caso                       | envia       | mostra                                        |
        | uma casa fora do tabuleiro | 2 6 3 0 0   | row 0, column 0, which is not a dark square   |
        | uma casa clara             | 2 6 3 1 1   | row 1, column 1, which is not a dark square   |
        | uma jogada de uma casa     | 1 6 3       | announced a move of 1 squares                 |
        | uma contagem negativa      | -1          | announced a move of -1 squares                |
        | mais casas que uma jogada  | 14          | announced a move of 14 squares                |

    Exemplo: Um número negativo na tiragem das cores é recusado
      Dado outro programa em loopback que envia -5
      Quando este programa decide as cores tirando 9
      Então o ecrã mostra "the numbers drawn are never negative"
      E o outro programa recebeu 9

    Exemplo: Um número negativo na tiragem das cores para o jogo antes de começar, dizendo porquê
      Dada a posição "W:W22:B11"
      E outro programa em loopback que envia -5
      Quando este programa começa um jogo tirando 9
      Então o ecrã mostra "Não foi possível decidir as cores: the other program sent -5"
      E o ecrã mostra "the numbers drawn are never negative"
      E não se joga nenhum jogo
      E o jogo está como estava, e não acabou

    Exemplo: Um parceiro calado esgota o tempo
      Dada a posição "W:W22:B11"
      E outro programa em loopback que envia 1000
      Quando este programa joga o jogo tirando 1, e o seu jogador escreve:
        """
        """
      Então o ecrã mostra "the other player sent nothing for 1 s"
      E o jogo está como estava, e não acabou

    Exemplo: Uma ligação perdida é detetada
      Dada a posição "W:W22:B11"
      E outro programa em loopback que envia 1000 2 6 e desliga
      Quando este programa joga o jogo tirando 1, e o seu jogador escreve:
        """
        """
      Então o ecrã mostra "the other program closed the connection"
      E o jogo está como estava, e não acabou

    Exemplo: Um disparate ao teclado é respondido com o que se espera
      Dada a posição "W:W22:B11"
      Quando o jogador escreve:
        """
        banana
        22 18
        """
      Então o ecrã mostra "'banana' não é uma casa"
      E as jogadas feitas são 22-18

    Exemplo: A casa da peça é verificada logo que é escrita
      Dada a posição "W:W22:B11"
      Quando o jogador escreve:
        """
        15
        22
        18
        """
      Então o ecrã mostra "A casa 15 está vazia: escolha uma peça das Brancas que se possa mover, em 22."
      E as jogadas feitas são 22-18

    Exemplo: Uma casa pode escrever-se pelas coordenadas das margens do tabuleiro
      Dada a posição "W:W22:B11"
      Quando o jogador escreve:
        """
        c4
        c3 d4
        """
      Então o ecrã mostra "c4 é uma casa clara"
      E as jogadas feitas são 22-18
