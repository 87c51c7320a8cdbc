# language: pt
Funcionalidade: Jogar na interface de texto
  Duas pessoas jogam no mesmo teclado. A interface mostra o tabuleiro depois de cada jogada, de
  quem é a vez, o estado do jogo e as peças que cada lado perdeu. As jogadas escrevem-se como
  origem>>destino (a forma do enunciado, e2>>e4), como e2e4 ou em SAN (e4, Nf3). Os comandos são
  palavras em português ou em inglês, em maiúsculas ou minúsculas: RENDER (resign); EMPATE (draw)
  reclama ou propõe o empate; PAUSAR (pause) guarda as jogadas num ficheiro, uma por linha, e
  para; sair (quit) faz o mesmo, para que sair nunca faça perder o jogo; ajuda (help, ?) responde
  em qualquer pergunta. Carregar o ficheiro volta a jogar o jogo.

  @CHESS-18 @ex05
  Regra: Uma jogada escreve-se origem>>destino, em maiúsculas ou minúsculas; o resto é recusado e o mesmo jogador repete
    As recusas de uma jogada são as do motor de jogo, ditas em português depois de "Jogada
    recusada": o texto não é um lance, a peça é do adversário, ou a jogada não é legal.

    Exemplo: A forma do enunciado, em maiúsculas ou minúsculas
      Dado o que os jogadores escrevem
        """
        e2>>e4
        E7>>E5
        """
      Quando jogam na interface de texto
      Então o ecrã diz "As brancas jogam e4."
      E o ecrã diz "As pretas jogam e5."
      E o jogo tem 2 jogadas, a jogar as brancas

    Exemplo: Também se entendem coordenadas simples e SAN
      Dado o que os jogadores escrevem
        """
        d2d4
        Nf6
        """
      Quando jogam na interface de texto
      Então o jogo tem 2 jogadas, a jogar as brancas

    Exemplo: A ajuda responde, em português ou em inglês, e o mesmo jogador escreve de novo
      Dado o que os jogadores escrevem
        """
        ajuda
        help
        e2>>e4
        """
      Quando jogam na interface de texto
      Então o ecrã diz "Escreva uma jogada como e2>>e4, e2e4 ou em SAN"
      E o ecrã diz "RENDER (resign) desiste do jogo"
      E o ecrã diz "As brancas jogam e4."
      E o jogo tem 1 jogada, a jogar as pretas

    Exemplo: Um disparate, uma peça do adversário e uma jogada ilegal são recusados
      Dado o que os jogadores escrevem
        """
        olá
        e7>>e5
        e2>>e5
        e2>>e4
        """
      Quando jogam na interface de texto
      Então o ecrã diz "Jogada recusada: \"olá\" não é um lance"
      E o ecrã diz "a peça em e7 é das pretas, e é a vez das brancas"
      E o ecrã diz "de e2 para e5 não é um lance legal"
      E o jogo tem 1 jogada, a jogar as pretas

    Exemplo: Uma promoção escrita sem a sua peça pergunta por ela
      Dada a posição "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
      E o que os jogadores escrevem
        """
        a7>>a8
        x
        t
        """
      Quando jogam na interface de texto
      Então o ecrã diz "Promover a"
      E em a8 as brancas têm uma torre

  @CHESS-19 @ex08
  Regra: O ecrã mostra o tabuleiro depois de cada jogada, de quem é a vez, o estado e as peças capturadas

    Exemplo: O tabuleiro e a vez depois de uma jogada
      Dado o que os jogadores escrevem
        """
        e2>>e4
        """
      Quando jogam na interface de texto
      Então o ecrã mostra o tabuleiro
        """
          a b c d e f g h
        8 r n b q k b n r 8
        7 p p p p p p p p 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . P . . . 4
        3 . . . . . . . . 3
        2 P P P P . P P P 2
        1 R N B Q K B N R 1
          a b c d e f g h
        """
      E o ecrã diz "Estado: início. Jogam as brancas."
      E o ecrã diz "Estado: em curso. Jogam as pretas."

    Exemplo: Mostram-se as peças capturadas e o xeque
      Dado o que os jogadores escrevem
        """
        e4
        d5
        exd5
        Qxd5
        Nc3
        Qe5
        """
      Quando jogam na interface de texto
      Então o ecrã diz "Peças brancas capturadas: peão. Peças pretas capturadas: peão."
      E o ecrã diz "Estado: xeque. Jogam as brancas."

    Exemplo: Uma captura en passant é anunciada como captura, e mostra-se o peão capturado
      Dado o que os jogadores escrevem
        """
        e4
        a6
        e5
        d5
        exd6
        """
      Quando jogam na interface de texto
      Então o ecrã diz "As brancas jogam exd6."
      E o ecrã diz "Peças brancas capturadas: nenhuma. Peças pretas capturadas: peão."

    Exemplo: Cada peça capturada é indicada pelo seu tipo, e as peças do mesmo tipo são contadas
      Dado o que os jogadores escrevem
        """
        e4
        e5
        Nf3
        Nc6
        Bb5
        a6
        Bxc6
        dxc6
        Nxe5
        f6
        Nxc6
        """
      Quando jogam na interface de texto
      Então o ecrã diz "Peças brancas capturadas: bispo. Peças pretas capturadas: peão, cavalo."
      E o ecrã diz "Peças brancas capturadas: bispo. Peças pretas capturadas: 2 peões, cavalo."

    Exemplo: O xeque-mate é anunciado
      Dado o que os jogadores escrevem
        """
        f3
        e5
        g4
        Qh4
        """
      Quando jogam na interface de texto
      Então o ecrã diz "Estado: xeque-mate."
      E o ecrã diz "As pretas ganham por xeque-mate (0-1)."

    Esquema do Cenário: Desistir com <palavra>
      Dado o que os jogadores escrevem
        """
        e4
        <palavra>
        """
      Quando jogam na interface de texto
      Então o ecrã diz "As pretas rendem-se."
      E o ecrã diz "Estado: desistência."
      E as brancas ganham por "desistência"

      Exemplos:
        | palavra |
        | RENDER  |
        | render  |
        | Resign  |

  @CHESS-16 @ex10
  Regra: PAUSAR guarda todas as jogadas, uma por linha, e termina; carregar o ficheiro continua o jogo

    Exemplo: Pôr em pausa guarda as jogadas
      Dado o que os jogadores escrevem
        """
        e2>>e4
        c7>>c5
        Nf3
        PAUSAR
        """
      Quando jogam na interface de texto
      Então o ecrã diz "Estado: em pausa."
      E o ficheiro guardado tem as linhas
        """
        e2>>e4
        c7>>c5
        g1>>f3
        """
      E carregar o jogo guardado dá 3 jogadas, a jogar as pretas

    Exemplo: Uma promoção guarda-se com a sua peça, e um jogo a partir de uma posição com essa posição
      Dada a posição "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
      E o que os jogadores escrevem
        """
        a7>>a8r
        PAUSAR
        """
      Quando jogam na interface de texto
      Então o ficheiro guardado tem as linhas
        """
        FEN 4k3/P7/8/8/8/8/8/4K3 w - - 0 1
        a7>>a8r
        """
      E carregar o jogo guardado dá 1 jogada, a jogar as pretas

    Esquema do Cenário: Pausar ou sair, em português ou em inglês, também guarda as jogadas: <palavra>
      Dado o que os jogadores escrevem
        """
        e2>>e4
        <palavra>
        """
      Quando jogam na interface de texto
      Então o ecrã diz "Estado: em pausa."
      E o ficheiro guardado tem as linhas
        """
        e2>>e4
        """

      Exemplos:
        | palavra |
        | pausar  |
        | Pause   |
        | sair    |
        | quit    |
        | QUIT    |

    Exemplo: Pôr em pausa antes da primeira jogada guarda um jogo sem jogadas
      Dado o que os jogadores escrevem
        """
        PAUSAR
        """
      Quando jogam na interface de texto
      Então o ecrã diz "Estado: em pausa."
      E o ficheiro guardado tem as linhas
        """
        """
      E carregar o jogo guardado dá 0 jogadas, a jogar as brancas

    Exemplo: Carregar volta a jogar o jogo, com o lado certo a jogar
      Dado um ficheiro de jogo guardado com as linhas
        """
        e2>>e4
        e7>>e5
        """
      Quando o jogo guardado é carregado
      Então o jogo tem 2 jogadas, a jogar as brancas
      E em e5 as pretas têm um peão

  @CHESS-17 @ex10
  Regra: Um jogo guardado corrompido é assinalado e carregado até à sua última jogada válida
    O que está errado no ficheiro é dito pelo leitor de ficheiros do motor de jogo, em inglês,
    depois de "O ficheiro do jogo guardado tem um problema": "The file is corrupted: line 3" quer
    dizer que o ficheiro está corrompido na linha 3, "is not UTF-8 text" que a linha não é texto
    UTF-8.

    Exemplo: Uma linha ilegal
      Dado um ficheiro de jogo guardado com as linhas
        """
        e2>>e4
        e7>>e5
        e4>>e6
        g1>>f3
        """
      Quando o jogo guardado é carregado
      Então o ecrã diz "O ficheiro do jogo guardado tem um problema: The file is corrupted: line 3"
      E o jogo tem 2 jogadas, a jogar as brancas

    Exemplo: Uma linha depois do fim do jogo
      Dado um ficheiro de jogo guardado com as linhas
        """
        f2>>f3
        e7>>e5
        g2>>g4
        d8>>h4

        a2>>a3
        """
      Quando o jogo guardado é carregado
      Então o ecrã diz "O ficheiro do jogo guardado tem um problema: The file is corrupted: line 6"
      E o ecrã diz "the game was already over"
      E o jogo tem 4 jogadas, a jogar as brancas
      E as pretas ganham por "xeque-mate"

    Exemplo: Uma posição inicial que não é FEN
      Dado um ficheiro de jogo guardado com as linhas
        """
        FEN 4k3/8/8
        e2>>e4
        """
      Quando o jogo guardado é carregado
      Então o ecrã diz "O ficheiro do jogo guardado tem um problema: The file is corrupted: line 1"
      E o jogo tem 0 jogadas, a jogar as brancas

    Exemplo: Uma linha mal formada
      Dado um ficheiro de jogo guardado com as linhas
        """
        d2>>d4
        ???
        """
      Quando o jogo guardado é carregado
      Então o ecrã diz "O ficheiro do jogo guardado tem um problema: The file is corrupted: line 2"
      E o jogo tem 1 jogada, a jogar as pretas

    Esquema do Cenário: Um byte que não é texto UTF-8 corrompe a sua linha: o byte <byte> no <ponta> da linha <linha>
      Dado um ficheiro de jogo guardado com as linhas
        """
        e2>>e4
        e7>>e5
        g1>>f3
        b8>>c6
        """
      E o byte <byte> é posto no <ponta> da linha <linha>
      Quando o jogo guardado é carregado
      Então o ecrã diz "The file is corrupted: line <linha> is not UTF-8 text (the byte 0x<byte> <onde>)"
      E o jogo tem <jogadas> jogadas, a jogar as <lado>

      Exemplos:
        | byte | ponta  | linha | onde             | jogadas | lado    |
        | FF   | fim    | 3     | after \"g1>>f3\" | 2       | brancas |
        | FF   | início | 3     | at its start     | 2       | brancas |
        | C3   | início | 1     | at its start     | 0       | brancas |
        | 80   | fim    | 4     | after \"b8>>c6\" | 3       | pretas  |

    Exemplo: As linhas acabadas só com um retorno de carro também são linhas, até um byte que não é UTF-8
      Dado um ficheiro de jogo guardado com as linhas
        """
        e2>>e4
        e7>>e5
        g1>>f3
        """
      E o byte FF é posto no início da linha 3
      E as linhas do ficheiro acabam só com um retorno de carro, como nos antigos Macintosh
      Quando o jogo guardado é carregado
      Então o ecrã diz "The file is corrupted: line 3 is not UTF-8 text (the byte 0xFF at its start)"
      E o jogo tem 2 jogadas, a jogar as brancas

    Exemplo: Uma linha errada antes de um byte que não é UTF-8 é a que é assinalada
      Dado um ficheiro de jogo guardado com as linhas
        """
        e2>>e4
        ???
        e7>>e5
        """
      E o byte FF é posto no fim da linha 3
      Quando o jogo guardado é carregado
      Então o ecrã diz "The file is corrupted: line 2 (\"???\")"
      E o ecrã não diz "UTF-8"
      E o jogo tem 1 jogada, a jogar as pretas

    Exemplo: Uma marca de ordem de bytes no início do ficheiro não faz parte da primeira linha
      Dado um ficheiro de jogo guardado com as linhas
        """
        e2>>e4
        e7>>e5
        """
      E o ficheiro começa com a marca de ordem de bytes do UTF-8
      Quando o jogo guardado é carregado
      Então o ecrã não diz "tem um problema"
      E o jogo tem 2 jogadas, a jogar as brancas

    Exemplo: Guardar por cima de um ficheiro corrompido guarda-o primeiro, tal como estava
      Dado um ficheiro de jogo guardado com as linhas
        """
        e2>>e4
        ???
        e7>>e5
        """
      E o que os jogadores escrevem
        """
        e7>>e5
        PAUSAR
        """
      Quando o jogo guardado é carregado e continua-se a jogar na interface de texto
      Então o ficheiro guardado tem as linhas
        """
        e2>>e4
        e7>>e5
        """
      E a cópia do ficheiro corrompido tem as linhas
        """
        e2>>e4
        ???
        e7>>e5
        """

  # Não avaliada: um ficheiro em falta ou grande demais é assinalado pela interface de texto e
  # pelo leitor de ficheiros (SavedGameFile), que os alunos recebem, antes de correr o código de
  # qualquer exercício; nenhum exercício a pode estragar.
  @CHESS-24
  Regra: Um jogo guardado em falta, ou um ficheiro demasiado longo para o ser, é assinalado, sem o programa rebentar

    Exemplo: Não há ficheiro para carregar
      Dado nenhum ficheiro de jogo guardado
      Quando o jogo guardado é carregado
      Então o ecrã diz "Não foi possível ler o jogo guardado"

    Exemplo: Um ficheiro muito mais longo do que qualquer jogo guardado é recusado, não lido sem fim
      Dado um ficheiro de jogo guardado com 1048577 bytes
      Quando o jogo guardado é carregado
      Então o ecrã diz "is not a saved game: it holds more than 1048576 bytes"
