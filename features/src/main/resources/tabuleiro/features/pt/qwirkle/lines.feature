# language: pt
Funcionalidade: Linhas
  Uma linha é uma sequência de peças, sem intervalos, ao longo de uma linha ou de uma coluna do
  tabuleiro. Todas as linhas do tabuleiro partilham um atributo: as suas peças têm todas a mesma
  cor, ou todas a mesma forma. E nenhuma peça pode aparecer duas vezes numa linha. Por isso uma
  linha tem no máximo seis peças: uma de cada forma, ou uma de cada cor.

  @QWIRKLE-06 @ex02
  Regra: Uma linha é toda de uma cor ou toda de uma forma, sem duas peças iguais, e por isso tem no máximo seis peças
    Todas as linhas do tabuleiro cumprem a regra: um tabuleiro com uma linha que a quebra não é
    uma posição do jogo, e prepará-lo é recusado.

    Esquema do Cenário: A linha <linha> é <veredicto>: <porquê>
      Quando a linha <linha> é verificada
      Então a linha é <veredicto>

      Exemplos:
        | linha                | veredicto | porquê                                  |
        | A1 B1 C1             | válida    | todas vermelhas                         |
        | A1 A2 A3             | válida    | só círculos                             |
        | A1 A2 A3 A4 A5 A6    | válida    | seis círculos, um de cada cor           |
        | E4                   | válida    | uma peça sozinha é uma linha            |
        | A1 B2                | inválida  | nem a cor nem a forma são partilhadas   |
        | A1 B1 A1             | inválida  | o círculo vermelho duas vezes           |
        | A1 A2 A1             | inválida  | círculo vermelho duas vezes em círculos |
        | A1 B1 C1 D1 E1 F1 B1 | inválida  | sete peças repetem forçosamente uma     |
        | A1 A2 B1             | inválida  | círculos e vermelhos misturados         |

    Esquema do Cenário: Um tabuleiro cuja linha <porquê> não é uma posição de Qwirkle: é recusado
      Dado o tabuleiro
        """
           0  1  2
        0 <row>
        """
      Quando o jogo é preparado
      Então o jogo é recusado porque "every line of the board must be valid"

      Exemplos:
        | row      | porquê                                 |
        | A1 B2 C3 | não partilha nem uma cor nem uma forma |
        | A1 A2 A1 | tem o círculo vermelho duas vezes      |
