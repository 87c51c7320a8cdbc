# language: pt
Funcionalidade: A interface de texto
  As pessoas jogam ao teclado. Uma jogada escreve-se como no programa do enunciado: jogar, e depois
  cada peça e a sua casa (linha,coluna); trocar, e depois as peças a devolver; ou passar. As
  palavras inglesas play, trade e pass também funcionam, e maiúsculas ou minúsculas tanto faz.
  A tudo o resto responde-se com o que se esperava, e o mesmo jogador escreve outra vez. Nestes
  exemplos o jogador 1 escreve e o jogador 2 é o agente guloso. Os ecrãs estão em português; as
  recusas do leitor de comandos e do motor do jogo, e a explicação dos pontos, vêm em inglês, tal
  como o código as escreve nos seus contratos.

  Contexto:
    Dadas as regras do enunciado
    E o tabuleiro
      """
         0  1  2
      0 A1 A2 A3
      """
    E o jogador 1 tem A4 B5

  @QWIRKLE-13 @ex07
  Regra: Uma peça escreve-se letra da forma e algarismo da cor; a uma entrada errada responde-se, e o mesmo jogador volta a jogar
    Lê-se em maiúsculas ou minúsculas. Texto que não é uma peça nem uma casa, uma casa fora de
    jogo, uma peça que não está na mão, uma casa ocupada ou um comando desconhecido recebem como
    resposta o que se esperava, e o mesmo jogador escreve outra vez. Uma linha demasiado longa é
    recusada inteira, com um aviso: meio comando podia ser outro comando.

    Exemplo: Uma peça escrita em minúsculas é lida
      Quando o jogador 1 escreve estas linhas na interface de texto, sendo o jogador 2 o agente guloso
        """
        jogar a4 0,3
        """
      Então a interface responde "jogador 1 joga A4@0,3:"

    Esquema do Cenário: Os comandos portugueses do enunciado são lidos: <escrito>
      Quando o jogador 1 escreve estas linhas na interface de texto, sendo o jogador 2 o agente guloso
        """
        <escrito>
        """
      Então a interface responde "<resposta>"
      E a interface responde "jogador 2 passa."

      Exemplos:
        | escrito   | resposta                 |
        | trocar b5 | jogador 1 troca 1 peça.  |
        | passar    | jogador 1 passa.         |

    Esquema do Cenário: Texto que não é uma peça recebe como resposta o que é uma peça: <escrito>
      Quando o jogador 1 escreve estas linhas na interface de texto, sendo o jogador 2 o agente guloso
        """
        jogar <escrito> 0,3
        """
      Então a interface responde "\"<escrito>\" não é uma peça: uma peça é uma letra de forma A-F e um algarismo de cor 1-6, como A1"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

      Exemplos:
        | escrito | o que está errado                           |
        | Z9      | nem letra de forma nem algarismo de cor     |
        | G1      | nenhuma forma tem a letra G                 |
        | A9      | nenhuma cor tem o algarismo 9               |
        | A44     | três caracteres, não dois                   |

    Esquema do Cenário: Texto que não é uma casa recebe como resposta o que é uma casa: <escrito>
      Quando o jogador 1 escreve estas linhas na interface de texto, sendo o jogador 2 o agente guloso
        """
        jogar A4 <escrito>
        """
      Então a interface responde "\"<escrito>\" não é uma casa: uma casa é linha,coluna, como 0,1 ou -1,2"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

      Exemplos:
        | escrito | o que está errado                |
        | 0;3     | nenhuma vírgula entre os números |
        | 3       | uma linha sem a sua coluna       |
        | 0,3,1   | três números, não dois           |
        | a,1     | uma linha que não é um número    |
        | 1,b     | uma coluna que não é um número   |

    Exemplo: Uma peça que não está na mão é recusada
      Quando o jogador 1 escreve estas linhas na interface de texto, sendo o jogador 2 o agente guloso
        """
        jogar C3 0,3
        """
      Então a interface responde "Essa jogada não é permitida: C3 não está na sua mão: a sua mão tem A4 B5."
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: Uma troca de uma peça que não está na mão é recusada
      Quando o jogador 1 escreve estas linhas na interface de texto, sendo o jogador 2 o agente guloso
        """
        trocar C3
        """
      Então a interface responde "Essa jogada não é permitida: só pode trocar peças da sua mão: A4 B5"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: Uma casa ocupada é recusada
      Quando o jogador 1 escreve estas linhas na interface de texto, sendo o jogador 2 o agente guloso
        """
        jogar A4 0,1
        """
      Então a interface responde "Essa jogada não é permitida: a casa 0,1 está ocupada"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: A um comando desconhecido responde-se com os comandos que há
      Quando o jogador 1 escreve estas linhas na interface de texto, sendo o jogador 2 o agente guloso
        """
        dançar
        jogar A4
        """
      Então a interface responde "Escreva jogar A1 0,0 [B1 0,1 ...] | trocar A1 [B2 ...] | passar; \"dançar\" não é um comando: escreva jogar, trocar ou passar"
      E a interface responde "A4 não tem casa: escreva cada peça e depois a sua casa"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Esquema do Cenário: A um comando escrito sem aquilo de que precisa responde-se com aquilo de que precisa: <escrito>
      Quando o jogador 1 escreve estas linhas na interface de texto, sendo o jogador 2 o agente guloso
        """
        <escrito>
        """
      Então a interface responde "<resposta>"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

      Exemplos:
        | escrito      | resposta                                                             |
        | jogar        | jogar precisa das peças com as suas casas, como em jogar A1 0,0 B1 0,1 |
        | trocar       | trocar precisa das peças a devolver, como em trocar A1 B2             |
        | passar agora | passar não leva nada a seguir                                         |

    Exemplo: Uma linha demasiado longa é recusada inteira com um aviso
      Quando o jogador 1 escreve uma linha de 250 caracteres na interface de texto
      Então a interface responde "Essa linha tinha mais de 200 caracteres, por isso não foi lida."
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: A uma casa fora de jogo responde-se com as casas em jogo, sejam quais forem os seus números
      Quando o jogador 1 escreve estas linhas na interface de texto, sendo o jogador 2 o agente guloso
        """
        jogar A4 0,2147483646
        """
      Então a interface responde "\"0,2147483646\" não é uma casa em jogo: a linha e a coluna de uma casa estão entre -1000 e 1000"
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

    Exemplo: A uma peça escrita duas vezes mas que só está uma vez na mão responde-se com quantas a mão tem
      Quando o jogador 1 escreve estas linhas na interface de texto, sendo o jogador 2 o agente guloso
        """
        jogar A4 0,3 A4 0,4
        """
      Então a interface responde "Essa jogada não é permitida: A4 é jogada duas vezes mas a sua mão só tem uma A4."
      E o tabuleiro, as mãos, os pontos e o saco ficam como estavam

  @QWIRKLE-20 @ex07
  Regra: Depois de um jogo os jogadores podem começar outro
    Nestes exemplos o saco está vazio e o jogador 1 tem uma só peça: a primeira jogada acaba o
    jogo, e cada jogo novo começa na mesma posição.

    Exemplo: Responder sim, e depois não, joga dois jogos
      Dado o jogador 1 tem A4
      E o jogador 2 tem B5
      E o saco está vazio
      Quando dois agentes gulosos jogam este jogo na interface de texto, e cada jogo novo a partir da mesma posição, sendo as respostas a "Jogar outra vez? (s/n)"
        """
        s
        n
        """
      Então 2 jogos foram jogados até ao fim

    Exemplo: A resposta em inglês também serve, e a qualquer outra pergunta-se outra vez
      Dado o jogador 1 tem A4
      E o jogador 2 tem B5
      E o saco está vazio
      Quando dois agentes gulosos jogam este jogo na interface de texto, e cada jogo novo a partir da mesma posição, sendo as respostas a "Jogar outra vez? (s/n)"
        """
        talvez
        no
        """
      Então a interface responde "Escreva s para jogar outra vez ou n para parar."
      E 1 jogo foi jogado até ao fim
