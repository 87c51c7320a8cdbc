# language: pt
Funcionalidade: FEN e PGN
  A FEN escreve uma posição numa linha: as peças linha a linha a partir da linha 8 (um algarismo
  para cada sequência de casas vazias), o lado que joga, os direitos de roque, a casa de en
  passant, o contador de meias-jogadas e o número da jogada. O PGN escreve um jogo: pares de
  etiquetas, e depois as jogadas em SAN.

  @CHESS-20 @ex09
  Regra: As posições leem-se e escrevem-se em FEN, os jogos em PGN
    As mensagens de recusa são as do motor de jogo, em inglês: dizem a linha do PGN, a jogada e a
    razão ("PGN line 3, move 2" é a linha 3, jogada 2; "the game is already over" quer dizer que
    o jogo já acabou).

    Exemplo: A posição inicial em FEN
      Dado um jogo novo
      Quando a posição é escrita em FEN
      Então a FEN é "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

    Exemplo: Depois de um avanço duplo escreve-se a casa de en passant
      Dado um jogo novo
      E as jogadas "e4" já foram feitas
      Quando a posição é escrita em FEN
      Então a FEN é "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"

    Exemplo: Direitos de roque perdidos e os contadores
      Dado um jogo novo
      E as jogadas "Nf3 Nf6 Rg1 Rg8" já foram feitas
      Quando a posição é escrita em FEN
      Então a FEN é "rnbqkbr1/pppppppp/5n2/8/8/5N2/PPPPPPPP/RNBQKBR1 w Qq - 4 3"
      E ler a FEN dá a mesma posição

    Esquema do Cenário: Escrevem-se os direitos de roque que restam a um jogo: <direitos>
      Dada a posição "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
      E as jogadas "<jogadas>" já foram feitas
      Quando a posição é escrita em FEN
      Então a FEN é "<fen>"

      Exemplos:
        | jogadas | direitos | fen                                |
        | Ra2 Rh7 | Kq       | r3k3/7r/8/8/8/8/R7/4K2R w Kq - 2 2 |
        | Ke2 Ke7 | -        | r6r/4k3/8/8/8/8/4K3/R6R w - - 2 2  |

    Exemplo: Um jogo começa numa posição lida em FEN
      Quando a FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1" é lida
      Então em e2 as brancas têm um peão
      E o jogo lido tem 0 jogadas e jogam as brancas

    Exemplo: Um jogo jogado é exportado em PGN
      Dada a posição "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3"
      E as jogadas "Qh5 Nf6 Qxf7#" já foram feitas
      Quando o jogo é exportado em PGN
      Então o PGN tem as linhas
        """
        [White "Ana"]
        [Black "Rui"]
        [Result "1-0"]
        [FEN "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3"]
        3. Qh5 Nf6 4. Qxf7# 1-0
        """
      E ler o PGN dá as mesmas jogadas

    Exemplo: Um jogo em PGN começa com as sete etiquetas habituais, por ordem, marcando os valores desconhecidos
      Dado um jogo novo
      Quando o jogo é exportado em PGN com as etiquetas
        | White | Ana |
      Então o PGN começa com as linhas
        """
        [Event "?"]
        [Site "?"]
        [Date "????.??.??"]
        [Round "?"]
        [White "Ana"]
        [Black "?"]
        [Result "*"]

        *
        """

    Exemplo: Um jogo em PGN guarda as etiquetas que lhe dão além das sete habituais
      Dado um jogo novo
      E as jogadas "e4" já foram feitas
      Quando o jogo é exportado em PGN com as etiquetas
        | White     | Ana         |
        | Black     | Rui         |
        | Annotator | Ana's coach |
      Então o PGN tem as linhas
        """
        [Event "?"]
        [White "Ana"]
        [Result "*"]
        [Annotator "Ana's coach"]
        1. e4 *
        """

    Exemplo: Um jogo em PGN é importado
      Quando o PGN é lido
        """
        [Event "Casual game"]
        [White "Ana"]
        [Black "Rui"]

        1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *
        """
      Então o jogo lido tem 10 jogadas e jogam as brancas
      E em g1 as brancas têm um rei
      E em f1 as brancas têm uma torre

    Esquema do Cenário: Uma jogada errada num jogo em PGN é indicada com o seu lugar: a das <lado>
      Quando o PGN é lido
        """
        [Event "Casual game"]

        <movetext>
        """
      Então é recusado com uma mensagem que contém "<lugar>"
      E nenhum jogo é lido

      Exemplos:
        | lado    | movetext              | lugar                         |
        | brancas | 1. e4 e5 2. Ke3 Nc6 * | PGN line 3, move 2 \"Ke3\"    |
        | pretas  | 1. e4 e5 2. Nf3 Ke6 * | PGN line 3, move 2... \"Ke6\" |

    Exemplo: As linhas em branco antes e entre as etiquetas são ignoradas
      Quando o PGN é lido
        """

        [Event "Casual game"]

        [FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]

        1. e4 Kd7 *
        """
      Então o jogo lido tem 2 jogadas e jogam as brancas
      E em e4 as brancas têm um peão

    Exemplo: Os comentários, as anotações e os números das jogadas de um jogo em PGN são ignorados
      Quando o PGN é lido
        """
        [Event "Casual game"]

        ; a game between friends
        1. e4 {the king's pawn} e5 $1 2. Nf3 ; a knight comes out
        2... Nc6 {a knight
        answers} 3. Bb5 *
        """
      Então o jogo lido tem 5 jogadas e jogam as pretas
      E em b5 as brancas têm um bispo

    Exemplo: Um ponto e vírgula dentro de um comentário entre chavetas faz parte do comentário
      Quando o PGN é lido
        """
        1. e4 {the oldest opening
        of all; still popular} e5 2. Nf3 *
        """
      Então o jogo lido tem 3 jogadas e jogam as pretas
      E em e5 as pretas têm um peão

    Exemplo: Um comentário entre chavetas pode ocupar várias linhas e fechar no início de uma
      Quando o PGN é lido
        """
        1. e4 {the king's pawn,
        the oldest opening
        } e5
        2. Nf3 Nc6 *
        """
      Então o jogo lido tem 4 jogadas e jogam as brancas
      E em c6 as pretas têm um cavalo

    Exemplo: Um comentário entre chavetas pode ter um ponto e vírgula e parênteses na sua linha
      Quando o PGN é lido
        """
        1. e4 {the oldest; still (very) popular} e5{; no space before} 2. Nf3 *
        """
      Então o jogo lido tem 3 jogadas e jogam as pretas
      E em f3 as brancas têm um cavalo

    Exemplo: As variantes entre parênteses são ignoradas, encaixadas ou não, e joga-se a linha principal
      Quando o PGN é lido
        """
        1. e4 e5 (1... c5 2. Nf3 (2. c3 {a quiet (move)} d5) d6 1-0)
        2. Nf3(2. Bc4) Nc6 *
        """
      Então o jogo lido tem 4 jogadas e jogam as brancas
      E em c6 as pretas têm um cavalo
      E o jogo continua

    Exemplo: As linhas que começam por % são ignoradas, e uma linha pode ter várias etiquetas
      Quando o PGN é lido
        """
        % exported by a database
        [Event "Casual game"] [FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"][White "Ana"]
        %[FEN "not a position"]

        1. e4
        %1... Kd7
        1... Ke7 *
        """
      Então o jogo lido tem 2 jogadas e jogam as brancas
      E em e7 as pretas têm um rei

    Esquema do Cenário: Um jogo em PGN sem resultado, ou sem jogadas, é lido até onde vai: <caso>
      Quando o PGN é lido
        """
        [Event "Casual game"]
        <movetext>
        """
      Então o jogo lido tem <jogadas> jogadas e jogam as <lado>
      E o jogo continua

      Exemplos:
        | caso            | movetext          | jogadas | lado    |
        | sem resultado   | 1. e4 e5 2. Nf3   | 3       | pretas  |
        | o resultado *   | 1. e4 e5 2. Nf3 * | 3       | pretas  |
        | sem jogadas     |                   | 0       | brancas |

    Esquema do Cenário: O resultado com que acaba um jogo em PGN acaba o jogo lido: <result>
      Quando o PGN é lido
        """
        [Event "Casual game"]

        1. e4 e5 <result>
        """
      Então o jogo lido tem 2 jogadas e jogam as brancas
      E <desfecho>

      Exemplos:
        | result    | desfecho                                      |
        | 1-0       | as brancas ganham por "desistência"           |
        | 0-1       | as pretas ganham por "desistência"            |
        | 1/2-1/2   | o jogo termina empatado por "acordo"          |

    Exemplo: Um resultado que as jogadas contradizem é recusado
      Quando o PGN é lido
        """
        1. f3 e5 2. g4 Qh4# 1-0
        """
      Então é recusado com uma mensagem que contém "PGN line 1: the result 1-0 disagrees with the moves"
      E nenhum jogo é lido

    Exemplo: O resultado * depois de um xeque-mate deixa o jogo como as jogadas o acabaram
      Quando o PGN é lido
        """
        1. f3 e5 2. g4 Qh4# *
        """
      Então o jogo lido tem 4 jogadas e jogam as brancas
      E as pretas ganham por "xeque-mate"

    Exemplo: Uma jogada depois do fim de um jogo em PGN é recusada
      Quando o PGN é lido
        """
        1. f3 e5 2. g4 Qh4# 3. a3 *
        """
      Então é recusado com uma mensagem que contém "the game is already over (checkmate)"
      E nenhum jogo é lido

    Exemplo: Um jogo longo escreve-se em linhas de menos de 80 caracteres
      Dado um jogo novo
      E as jogadas "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6" já foram feitas
      Quando o jogo é exportado em PGN
      Então o PGN tem as linhas
        """
        1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3
        O-O 9. h3 Nb8 10. d4 Nbd7 11. c4 c6 12. cxb5 axb5 13. Nc3 Bb7 14. Bg5 b4
        15. Nb1 h6 *
        """
      E ler o PGN dá as mesmas jogadas
      E o PGN não tem a etiqueta "FEN"

    Exemplo: As etiquetas além das sete habituais vêm depois delas por ordem ASCII, FEN e SetUp entre elas
      Dada a posição "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
      E as jogadas "e4" já foram feitas
      Quando o jogo é exportado em PGN com as etiquetas
        | White       | Ana     |
        | TimeControl | 40/7200 |
        | Annotator   | Rui     |
      Então o PGN começa com as linhas
        """
        [Event "?"]
        [Site "?"]
        [Date "????.??.??"]
        [Round "?"]
        [White "Ana"]
        [Black "?"]
        [Result "*"]
        [Annotator "Rui"]
        [FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]
        [SetUp "1"]
        [TimeControl "40/7200"]

        1. e4 *
        """

    Esquema do Cenário: Os números das jogadas leem-se como o formato de importação os escreve: <caso>
      Quando o PGN é lido
        """
        [Event "Casual game"]

        <movetext>
        """
      Então o jogo lido tem 3 jogadas e jogam as pretas
      E em f3 as brancas têm um cavalo

      Exemplos:
        | caso                                        | movetext                   |
        | números sem pontos                          | 1 e4 e5 2 Nf3 *            |
        | pontos separados dos números                | 1 . e4 1 ... e5 2 . Nf3 *  |
        | os pontos das pretas separados, como se exportam | 1. e4 1. ... e5 2. Nf3 *   |
        | sem espaços depois dos pontos               | 1.e4 1...e5 2.Nf3 *        |

    Exemplo: Um jogo que começa com as pretas a jogar lê-se como as ferramentas habituais o exportam
      Quando o PGN é lido
        """
        [SetUp "1"]
        [FEN "4k3/8/8/8/8/8/8/R3K3 b Q - 0 1"]

        1. ... Kd7 2. O-O-O+ Kc7 *
        """
      Então o jogo lido tem 3 jogadas e jogam as brancas
      E em d1 as brancas têm uma torre
      E em c7 as pretas têm um rei

    Esquema do Cenário: Uma etiqueta lê-se com os espaços que o formato de importação permite: <caso>
      Quando o PGN é lido
        """
        [Event "Casual game"]
        <tag>
        <movetext>
        """
      Então o jogo lido tem 2 jogadas e jogam as brancas
      E em e5 as pretas têm um peão

      Exemplos:
        | caso                                | tag                      | movetext   |
        | espaços dentro dos parênteses retos | [ White "Ana" ]          | 1. e4 e5 * |
        | sem espaço antes do valor           | [White"Ana"]             | 1. e4 e5 * |
        | as jogadas na linha da etiqueta     | [White "Ana"] 1. e4 e5 * |            |

    Exemplo: Uma etiqueta pode ocupar várias linhas
      Quando o PGN é lido
        """
        [Event
          "Casual game"]
        [White "Ana"
        ]
        1. e4 e5 *
        """
      Então o jogo lido tem 2 jogadas e jogam as brancas
      E em e5 as pretas têm um peão

    Esquema do Cenário: O PGN escreve cada jogada em SAN, e diz mais só quando duas peças iguais podiam ir: <caso>
      Dada a posição "<fen>"
      E as jogadas "<jogada>" já foram feitas
      Quando o jogo é exportado em PGN
      Então as jogadas do PGN são "<movetext>"

      Exemplos:
        | caso                                    | fen                               | jogada | movetext   |
        | um cavalo indicado pela sua coluna      | 4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1  | b1d2   | 1. Nbd2 *  |
        | uma torre indicada pela sua linha       | 4k3/8/8/8/8/R7/8/R3K3 w - - 0 1   | a1a2   | 1. R1a2 *  |
        | uma dama indicada pela sua casa         | 4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1 | a1b2   | 1. Qa1b2 * |
        | um cavalo e um bispo não precisam de mais | 4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1 | b1d2   | 1. Nd2 *   |
        | a captura de um peão                    | 4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1 | e4d5   | 1. exd5 *  |
        | uma promoção que dá xeque               | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1    | a7a8q  | 1. a8=Q+ * |
        | o roque pequeno                         | 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1  | e1g1   | 1. O-O *   |
        | o roque grande                          | 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1  | e1c1   | 1. O-O-O * |
        | as pretas a jogar primeiro              | 4k3/8/8/8/8/8/8/R3K3 b - - 0 1    | e8d8   | 1... Kd8 * |
        | um bispo indicado pela sua linha        | 4k3/8/8/B7/8/8/8/BN2K3 w - - 0 1  | a1c3   | 1. B1c3 *  |
        | um cavalo cujo rival está cravado       | 4k3/8/8/b7/8/2N3N1/8/4K3 w - - 0 1 | g3e4 | 1. Ne4 *   |

    Esquema do Cenário: A SAN diz a peça, e a sua coluna, linha ou casa quando duas peças iguais podiam ir: <san>
      Dada a posição "<fen>"
      Quando a jogada das brancas "<san>" é lida e feita
      Então a jogada é feita
      E <de> está vazia
      E em <para> as brancas têm <peça>

      Exemplos:
        | fen                               | san   | de | para | peça      |
        | 4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1  | Nbd2  | b1 | d2   | um cavalo |
        | 4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1  | Nfd2  | f1 | d2   | um cavalo |
        | 4k3/8/8/8/8/R7/8/R3K3 w - - 0 1   | R1a2  | a1 | a2   | uma torre |
        | 4k3/8/8/8/8/R7/8/R3K3 w - - 0 1   | R3a2  | a3 | a2   | uma torre |
        | 4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1 | Qa1b2 | a1 | b2   | uma dama  |
        | 4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1  | Bd2   | c1 | d2   | um bispo  |
        | 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1  | 0-0   | h1 | g1   | um rei    |
        | 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1  | 0-0-0 | a1 | c1   | um rei    |
        | 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1  | O-O-O | a1 | c1   | um rei    |
        | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1    | a8=Q+ | a7 | a8   | uma dama  |
        | 4k3/8/8/B7/8/8/8/BN2K3 w - - 0 1  | B1c3  | a1 | c3   | um bispo  |
        | 4k3/8/8/b7/8/2N3N1/8/4K3 w - - 0 1 | Ne4 | g3 | e4 | um cavalo |

    Esquema do Cenário: Um texto de jogada que não indica uma única jogada legal é recusado: <caso>
      Dada a posição "<fen>"
      Quando a jogada das brancas "<texto>" é lida e feita
      Então a jogada é recusada porque "<razão>"
      E o jogo fica como estava

      Exemplos:
        | caso                                       | fen                              | texto  | razão                               |
        | dois cavalos podiam ir                     | 4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1 | Nd2    | ambiguous: it could be [Nbd2, Nfd2] |
        | nenhuma peça desse tipo pode ir            | 4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1 | Bd2    | is not a legal move                 |
        | uma promoção sem a sua peça                | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1   | a8     | promotes a pawn                     |
        | uma promoção escrita sem a sua peça        | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1   | a7a8   | promotes a pawn                     |
        | uma promoção onde nenhuma é possível       | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1  | e2e3q  | only a pawn reaching the last rank  |
        | uma promoção por um peão que não está lá   | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1   | bxa8=Q | is not a legal move                 |
        | uma peça para uma casa de promoção         | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1   | Na8    | is not a legal move                 |
        | uma jogada de peão que só o rei pode fazer | 4k3/P7/8/8/8/8/8/4K3 w - - 0 1   | d2     | is not a legal move                 |
        | o roque escrito como jogada do rei         | 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 | Kg1    | is not a legal move                 |
        | o roque sem direito a ele                  | 4k3/8/8/8/8/8/8/R3K2R w - - 0 1  | O-O    | cannot castle kingside              |
        | o roque grande sem direito                 | 4k3/8/8/8/8/8/8/R3K2R w - - 0 1  | 0-0-0  | cannot castle queenside             |
        | uma casa vazia                             | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1  | e3e4   | there is no piece on e3             |
        | a peça do adversário                       | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1  | e8e7   | black's, and it is white's turn     |
        | uma peça que não se move assim             | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1  | e2d3   | e2 to d3 is not a legal move        |
        | nem sequer uma jogada                      | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1  | Zz9    | is not a move                       |

  # Não avaliada: as etiquetas são lidas, uma etiqueta FEN verificada e os comentários e as
  # variantes emparelhados antes de correr o código de qualquer exercício (estes textos não têm
  # jogadas na linha principal), por isso o esqueleto já recusa estes textos e nenhum exercício a
  # pode estragar.
  @CHESS-25
  Regra: Um texto PGN que não se consegue ler é recusado, dizendo que linha ou etiqueta está errada
    Uma etiqueta escreve-se [Name "value"], várias numa linha se for preciso; um comentário aberto
    com { fecha-se com }, e uma variante aberta com ( fecha-se com ). As mensagens de recusa são
    as do motor de jogo, em inglês, e dizem a linha do PGN ("PGN line 2") e o que está errado.

    Exemplo: Uma etiqueta que não está escrita [Name "value"] é recusada com a sua linha
      Quando o PGN é lido
        """
        [Event "Casual game"]
        [White Ana]

        1. e4 e5 *
        """
      Então é recusado com uma mensagem que contém "PGN line 2: a tag is written [Name \"value\"]"
      E nenhum jogo é lido

    Esquema do Cenário: Um comentário ou uma variante que não se fecha, ou que não foi aberta, é recusado: <caso>
      Quando o PGN é lido
        """
        <movetext>
        """
      Então é recusado com uma mensagem que contém "<mensagem>"
      E nenhum jogo é lido

      Exemplos:
        | caso                       | movetext                 | mensagem                                                                   |
        | um comentário nunca fechado | {a comment (never closed | PGN line 1: the comment opened with { is not closed with }                 |
        | uma variante nunca fechada  | (1. e4 {note} e5         | PGN line 1: the variation opened with ( is not closed with )               |
        | uma variante fechada duas vezes | (1. e4 e5)) 1. d4 *  | PGN line 1: a ) closes a variation, but no variation opened with ( is open |

    Exemplo: Uma variante por fechar é indicada no seu início, depois das variantes dentro dela
      Quando o PGN é lido
        """
        1. e4 e5
        (1... c5 2. Nf3
        (2. c3) d6
        *
        """
      Então é recusado com uma mensagem que contém "PGN line 2: the variation opened with ( is not closed with )"
      E nenhum jogo é lido

    Exemplo: Uma segunda etiqueta numa linha que não está escrita [Name "value"] é recusada com a sua linha
      Quando o PGN é lido
        """
        [Event "Casual game"] White "Ana"]

        1. e4 *
        """
      Então é recusado com uma mensagem que contém "PGN line 1: a tag is written [Name \"value\"], not White \"Ana\"]"
      E nenhum jogo é lido

    Exemplo: Uma etiqueta FEN que não é uma posição legal é recusada
      Quando o PGN é lido
        """
        [FEN "4k3/8/8/8/8/8/8/8 w - - 0 1"]

        1. e4 *
        """
      Então é recusado com uma mensagem que contém "PGN tag FEN: FEN \"4k3/8/8/8/8/8/8/8 w - - 0 1\" is not a legal position"
      E nenhum jogo é lido

  # Não avaliada: a leitura da FEN é dada inteira aos alunos (nenhum exercício a escreve), por isso
  # nenhum exercício a pode estragar; os exemplos mantêm honesta a leitura da referência.
  @CHESS-26
  Regra: Uma FEN que não é uma posição legal é recusada, dizendo que parte está errada
    Uma posição lida em FEN tem de ser uma que as regras permitem: um rei de cada lado, nenhum
    peão na primeira nem na última linha, o lado que não joga fora de xeque, direitos de roque só
    para um rei e uma torre nas suas casas iniciais, e uma casa de en passant só mesmo atrás de um
    peão do lado que acabou de jogar, que passou por ela no seu avanço duplo (por isso o contador
    de meias-jogadas é 0). O texto tem de ser FEN como a norma a escreve: seis campos, e cada
    linha uma sequência de letras de peças e de algarismos de 1 a 8 (um algarismo por cada
    sequência de casas vazias) que cobre as oito colunas. As mensagens de recusa são as do motor
    de jogo, em inglês.

    Esquema do Cenário: Uma FEN é recusada: <caso>
      Quando a FEN "<fen>" é lida
      Então é recusado com uma mensagem que contém "<razão>"
      E nenhum jogo é lido

      Exemplos:
        | caso                                         | fen                                | razão                                                            |
        | cinco campos                                 | 4k3/8/8/8/8/8/8/4K3 w - - 0        | has 5                                                            |
        | quatro campos, sem os dois contadores        | 4k3/8/8/8/8/8/4P3/4K3 b - -        | FEN has 6 fields separated by spaces                             |
        | nenhum texto                                 |                                    | has 0                                                            |
        | sete linhas                                  | 4k3/8/8/8/8/8/4K3 w - - 0 1        | has 8 ranks                                                      |
        | uma linha de nove colunas                    | 4k4/8/8/8/8/8/8/4K3 w - - 0 1      | covers 9                                                         |
        | uma linha de sete colunas                    | 4k3/8/8/7/8/8/8/4K3 w - - 0 1      | rank 5 (\"7\") must cover 8 files, but covers 7                  |
        | uma peça depois da oitava coluna             | 4k3p/8/8/8/8/8/8/4K3 w - - 0 1     | covers 9                                                         |
        | uma peça, e depois algarismos, após a coluna h | 4k3p11/8/8/8/8/8/8/4K3 w - - 0 1 | covers 9                                                         |
        | um algarismo 9                               | 4k3/9/8/8/8/8/8/4K3 w - - 0 1      | not '9'                                                          |
        | um algarismo 0                               | 4k3/08/8/8/8/8/8/4K3 w - - 0 1     | not '0'                                                          |
        | dois algarismos seguidos                     | 4k3/44/8/8/8/8/8/4K3 w - - 0 1     | one digit 1-8, not two digits in a row                           |
        | dois algarismos seguidos depois de uma peça  | 4k3/p16/8/8/8/8/8/4K3 w - - 0 1    | rank 7 (\"p16\") writes a run of empty squares                   |
        | uma letra que não é peça                     | 4k3/8/8/8/8/8/8/4X3 w - - 0 1      | rank 1 (\"4X3\") may hold only piece letters                     |
        | nenhum rei branco                            | 4k3/8/8/8/8/8/8/8 w - - 0 1        | white has 0                                                      |
        | dois reis pretos                             | 3kk3/8/8/8/8/8/8/4K3 w - - 0 1     | black has 2                                                      |
        | um peão na última linha                      | P3k3/8/8/8/8/8/8/4K3 w - - 0 1     | there is one on a8                                               |
        | um peão na primeira linha                    | 4k3/8/8/8/8/8/8/4K2p w - - 0 1     | there is one on h1                                               |
        | o lado que não joga em xeque                 | 4k3/4R3/8/8/8/8/8/4K3 w - - 0 1    | black's king on e8 is attacked                                   |
        | um lado a jogar que não é lado               | 4k3/8/8/8/8/8/8/4K3 x - - 0 1      | is w or b                                                        |
        | as letras do roque fora de ordem             | r3k2r/8/8/8/8/8/8/R3K2R w QK - 0 1 | some of KQkq in that order                                       |
        | roque pequeno das brancas sem torre          | 4k3/8/8/8/8/8/8/4K3 w K - 0 1      | white has the right to castle kingside                           |
        | roque grande das brancas sem torre           | 4k3/8/8/8/8/8/8/4K3 w Q - 0 1      | white has the right to castle queenside                          |
        | roque pequeno, só com a torre de a           | 4k3/8/8/8/8/8/8/R3K3 w K - 0 1     | white has the right to castle kingside                           |
        | roque grande, só com a torre de h            | 4k3/8/8/8/8/8/8/4K2R w Q - 0 1     | white has the right to castle queenside                          |
        | um direito com o rei fora do sítio           | 4k3/8/8/8/8/8/8/R2K3R w K - 0 1    | white has the right to castle kingside                           |
        | roque pequeno das pretas sem torre           | 4k3/8/8/8/8/8/8/4K3 w k - 0 1      | black has the right to castle kingside                           |
        | roque grande das pretas sem torre            | 4k3/8/8/8/8/8/8/4K3 w q - 0 1      | black has the right to castle queenside                          |
        | uma casa de en passant na linha 4            | 4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1   | rank 3 or 6                                                      |
        | uma casa de en passant com o contador a 5    | 4k3/8/8/3pP3/8/8/8/4K3 w - d6 5 1  | field 5 (halfmove clock) is 0 when there is an en-passant square |
        | uma casa de en passant por onde nenhum peão passou | 4k3/8/8/8/8/8/8/4K3 b - e3 0 1 | e3 is not one                                             |
        | uma casa de en passant ocupada               | 4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1 | e3 is not one                                                    |
        | uma casa de en passant do lado errado        | 4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1   | e3 is not one                                                    |
        | a casa de en passant das pretas, sem peão    | 4k3/8/8/8/8/8/8/4K3 w - d6 0 1     | d6 is not one                                                    |
        | uma casa de onde o peão saiu                 | 4k3/8/8/8/8/8/4p3/K7 w - e3 0 1    | e3 is not one                                                    |
        | um contador de meias-jogadas negativo        | 4k3/8/8/8/8/8/8/4K3 w - - -1 1     | is a whole number from 0                                         |
        | um número de jogada 0                        | 4k3/8/8/8/8/8/8/4K3 w - - 0 0      | is a whole number from 1                                         |
        | um contador de meias-jogadas que não é número | 4k3/8/8/8/8/8/8/4K3 w - - x 1     | field 5 (halfmove clock) is a whole number                       |

    Esquema do Cenário: Uma FEN com a casa de en passant das <lado> é lida
      Quando a FEN "<fen>" é lida
      Então em <peão> as <lado> têm um peão
      E o jogo lido tem 0 jogadas e jogam as <outro>

      Exemplos:
        | lado    | fen                               | peão | outro   |
        | pretas  | 4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1 | d5   | brancas |
        | brancas | 4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1 | e4   | pretas  |
