# language: pt
Funcionalidade: O fim do jogo
  Um jogo acaba em xeque-mate, em afogamento, em empate ou por desistência. Os empates seguem as
  Leis do Xadrez da FIDE: o afogamento, uma posição em que nenhum dos lados pode dar mate, uma
  posição que se repete pela quinta vez e setenta e cinco jogadas de cada lado sem captura nem
  jogada de peão acabam o jogo por si; uma posição que se repete pela terceira vez e cinquenta
  jogadas assim permitem ao jogador da vez reclamar o empate; e os jogadores podem acordá-lo.

  @CHESS-12 @ex07
  Regra: Xeque-mate: o lado que joga está em xeque e não tem jogada legal; perde o jogo

    Exemplo: O mate do louco
      Dado um jogo novo
      E as jogadas "f3 e5 g4" já foram feitas
      Quando as pretas jogam "Qh4#"
      Então a jogada é feita
      E as pretas ganham por "xeque-mate"
      E o estado é "xeque-mate"

    Exemplo: Um mate na última linha
      Dado o tabuleiro com as brancas a jogar
        """
          a b c d e f g h
        8 . . . . . . k . 8
        7 . . . . . p p p 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . . . 2
        1 R . . . . . K . 1
          a b c d e f g h
        """
      Quando as brancas jogam "Ra8"
      Então a jogada é feita
      E as brancas ganham por "xeque-mate"

    Exemplo: Um xeque de que se pode escapar não é mate
      Dada a posição "6k1/5pp1/8/8/8/8/8/R5K1 w - - 0 1"
      Quando as brancas jogam "Ra8"
      Então a jogada é feita
      E as pretas estão em xeque
      E o jogo continua

  @CHESS-13 @ex07
  Regra: Afogamento: o lado que joga não está em xeque e não tem jogada legal; o jogo termina empatado

    Exemplo: Um rei sem para onde ir
      Dado o tabuleiro com as brancas a jogar
        """
          a b c d e f g h
        8 . . . . . . . k 8
        7 . . . . . . . . 7
        6 . . . . . . K . 6
        5 . . . . . Q . . 5
        4 . . . . . . . . 4
        3 . . . . . . . . 3
        2 . . . . . . . . 2
        1 . . . . . . . . 1
          a b c d e f g h
        """
      Quando as brancas jogam "Qf7"
      Então a jogada é feita
      E o jogo termina empatado por "afogamento"
      E o estado é "afogamento"

    Exemplo: Um peão bloqueado e um rei encurralado
      Dada a posição "k7/P7/2K5/8/8/8/8/8 w - - 0 1"
      Quando as brancas jogam "Kb6"
      Então a jogada é feita
      E o jogo termina empatado por "afogamento"

    Exemplo: Ter uma jogada não é afogamento
      Dada a posição "k7/P7/2K5/8/8/8/7p/8 w - - 0 1"
      Quando as brancas jogam "Kb6"
      Então a jogada é feita
      E o jogo continua
      E "h2h1q" é uma jogada legal
      E "a8b8" não é uma jogada legal

  @CHESS-14 @ex08
  Regra: Empates por repetição, pela regra das cinquenta jogadas, por material insuficiente e por acordo

    Exemplo: A terceira ocorrência de uma posição pode ser reclamada
      Dado um jogo novo
      E as jogadas "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1" já foram feitas
      Quando as pretas jogam "Ng8"
      Então a jogada é feita
      E as brancas podem reclamar o empate por "tripla repetição"
      E o jogo continua

    Exemplo: Reclamar a tripla repetição acaba o jogo
      Dado um jogo novo
      E as jogadas "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8" já foram feitas
      Quando as brancas reclamam o empate
      Então o jogo termina empatado por "tripla repetição"

    Exemplo: Uma posição que ocorre duas vezes não dá direito a reclamar
      Dada a posição "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
      E as jogadas "Ra2 Kd8 Ra1 Ke8 Ra2 Kd8" já foram feitas
      Quando as brancas jogam "Ra1"
      Então a jogada é feita
      E não se pode reclamar o empate

    Exemplo: A quinta ocorrência acaba o jogo por si
      Dado um jogo novo
      E as jogadas "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1" já foram feitas
      Quando as pretas jogam "Ng8"
      Então o jogo termina empatado por "quíntupla repetição"

    Exemplo: Cinquenta jogadas de cada lado sem captura nem jogada de peão podem ser reclamadas
      Dada a posição "4k3/8/8/8/8/8/8/R3K3 w - - 99 80"
      Quando as brancas jogam "Ra2"
      Então a jogada é feita
      E as pretas podem reclamar o empate por "regra das cinquenta jogadas"

    Exemplo: Setenta e cinco jogadas acabam o jogo por si
      Dada a posição "4k3/8/8/8/8/8/8/R3K3 w - - 149 80"
      Quando as brancas jogam "Ra2"
      Então o jogo termina empatado por "regra das setenta e cinco jogadas"

    Exemplo: Um xeque-mate na jogada que chega às setenta e cinco jogadas ganha: o mate acaba o jogo primeiro
      Dada a posição "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 80"
      Quando as brancas jogam "Ra8#"
      Então a jogada é feita
      E as brancas ganham por "xeque-mate"

    Exemplo: Um xeque-mate na quinquagésima jogada ganha e não deixa empate para reclamar
      Dada a posição "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80"
      Quando as brancas jogam "Ra8#"
      Então as brancas ganham por "xeque-mate"
      E não se pode reclamar o empate

    Exemplo: A meia jogada das cinquenta jogadas que falta não dá direito a reclamar
      Dada a posição "4k3/8/8/8/8/8/8/R3K3 w - - 98 80"
      Quando as brancas jogam "Ra2"
      Então a jogada é feita
      E não se pode reclamar o empate

    Exemplo: A meia jogada das setenta e cinco jogadas que falta deixa o jogo continuar, e as cinquenta jogadas podem ser reclamadas
      Dada a posição "4k3/8/8/8/8/8/8/R3K3 w - - 148 80"
      Quando as brancas jogam "Ra2"
      Então a jogada é feita
      E o jogo continua
      E as pretas podem reclamar o empate por "regra das cinquenta jogadas"

    Exemplo: Uma posição que tinha um direito de roque deixa de ser a mesma quando o perde
      Dada a posição "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
      E as jogadas "Rh2 Kd8 Rh1 Ke8 Rh2 Kd8 Rh1" já foram feitas
      Quando as pretas jogam "Ke8"
      Então a jogada é feita
      E não se pode reclamar o empate

    # Três jogadas da torre, Ra3 Ra2 Ra1, contra duas do rei perdem um tempo: as peças ficam como
    # no início pela terceira vez, mas agora com a vez das pretas, depois de duas com a vez das brancas.
    Exemplo: As mesmas peças com a vez do outro jogador não são a mesma posição
      Dada a posição "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
      E as jogadas "Ra2 Kd8 Ra1 Ke8 Ra3 Kd8 Ra2 Ke8" já foram feitas
      Quando as brancas jogam "Ra1"
      Então a jogada é feita
      E não se pode reclamar o empate

    Exemplo: Depois de um tempo perdido, a posição com a vez do mesmo jogador ocorre pela terceira vez e pode ser reclamada
      Dada a posição "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
      E as jogadas "Ra3 Kd8 Ra2 Ke8 Ra1 Kd8 Ra2 Ke8 Ra1 Kd8 Ra2 Ke8" já foram feitas
      Quando as brancas jogam "Ra1"
      Então a jogada é feita
      E as pretas podem reclamar o empate por "tripla repetição"

    # As peças ficam como no início pela quinta vez: três vezes com a vez das brancas, e agora
    # uma segunda vez com a vez das pretas.
    Exemplo: As mesmas peças cinco vezes, mas não cinco vezes com a vez do mesmo jogador, não acabam o jogo
      Dada a posição "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
      E as jogadas "Ra2 Kd8 Ra1 Ke8 Ra2 Kd8 Ra1 Ke8 Ra3 Kd8 Ra2 Ke8 Ra1 Kd8 Ra2 Ke8" já foram feitas
      Quando as brancas jogam "Ra1"
      Então a jogada é feita
      E o jogo continua
      E não se pode reclamar o empate

    Esquema do Cenário: Uma jogada de peão ou uma captura repõe a contagem: <jogada>
      Dada a posição "<fen>"
      Quando as brancas jogam "<jogada>"
      Então a jogada é feita
      E não se pode reclamar o empate
      E o jogo continua

      Exemplos:
        | fen                                 | jogada |
        | 4k3/8/8/8/8/8/P7/R3K3 w - - 99 80   | a3     |
        | 4k3/8/8/8/8/8/r7/R3K3 w - - 99 80   | Rxa2   |

    Exemplo: Um empate reclamado sem repetição nem cinquenta jogadas é recusado
      Dado um jogo novo
      E as jogadas "Nf3 Nf6 Ng1 Ng8 Nf3" já foram feitas
      Quando as pretas reclamam o empate
      Então é recusado
      E o jogo fica como estava
      E o jogo continua

    Exemplo: Uma posição em que é possível uma captura en passant não é a mesma que sem ela
      Dado o tabuleiro com as brancas a jogar
        """
          a b c d e f g h
        8 . . . . k . n . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . p . . . . 4
        3 . . . . . . . . 3
        2 . . . . P . . . 2
        1 . . . . K . N . 1
          a b c d e f g h
        """
      E as jogadas "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8" já foram feitas
      Quando as brancas jogam "Ng1"
      Então a jogada é feita
      E não se pode reclamar o empate

    Exemplo: Um peão do outro lado também pode capturar en passant
      Dado o tabuleiro com as brancas a jogar
        """
          a b c d e f g h
        8 . . . . k . n . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . . p . . 4
        3 . . . . . . . . 3
        2 . . . . P . . . 2
        1 . . . . K . N . 1
          a b c d e f g h
        """
      E as jogadas "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8" já foram feitas
      Quando as brancas jogam "Ng1"
      Então a jogada é feita
      E não se pode reclamar o empate

    Exemplo: Um avanço duplo ao lado de um peão cravado, que não pode capturar en passant, deixa a posição igual
      Dado o tabuleiro com as brancas a jogar
        """
          a b c d e f g h
        8 . . . k . . n . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . p . . . . 4
        3 . . . . . . . . 3
        2 . . . . P . . . 2
        1 . . . R K . N . 1
          a b c d e f g h
        """
      E as jogadas "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8" já foram feitas
      Quando as brancas jogam "Ng1"
      Então a jogada é feita
      E as pretas podem reclamar o empate por "tripla repetição"

    Exemplo: Um avanço duplo que nenhum peão pode capturar en passant deixa a posição igual
      Dado um jogo novo
      E as jogadas "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8" já foram feitas
      Quando as brancas jogam "Ng1"
      Então a jogada é feita
      E as pretas podem reclamar o empate por "tripla repetição"

    Exemplo: Capturar a última peça que podia dar mate deixa só os reis
      Dada a posição "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1"
      Quando as brancas jogam "Kxd2"
      Então o jogo termina empatado por "material insuficiente"

    Esquema do Cenário: Material que não pode dar mate: <material>
      Quando um jogo começa na posição "<fen>"
      Então o jogo termina empatado por "material insuficiente"

      Exemplos:
        | material                                  | fen                              |
        | rei e bispo contra rei                    | 4k3/8/8/8/8/8/8/2B1K3 w - - 0 1  |
        | rei e cavalo contra rei                   | 4k3/8/8/8/8/8/8/1N2K3 w - - 0 1  |
        | bispos em casas da mesma cor              | 4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1 |

    Exemplo: Bispos das duas cores ainda podem dar mate
      Dada a posição "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1"
      Quando as brancas jogam "Bd2"
      Então a jogada é feita
      E o jogo continua

    Esquema do Cenário: Material que ainda pode dar mate, por pouco provável que seja: <material>
      Quando um jogo começa na posição "<fen>"
      Então o jogo continua

      Exemplos:
        | material                          | fen                              |
        | dois cavalos contra um rei        | 4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1 |
        | um bispo contra um cavalo         | 4kn2/8/8/8/8/8/8/2B1K3 w - - 0 1 |
        | um peão                           | 4k3/8/8/8/8/8/P7/4K3 w - - 0 1   |

    Exemplo: Os jogadores acordam o empate
      Dado um jogo novo
      E as jogadas "e4 e5" já foram feitas
      Quando os jogadores acordam o empate
      Então o jogo termina empatado por "acordo"
      E o estado é "empate"

    Exemplo: Um jogo que já acabou não pode terminar empatado por acordo
      Dado um jogo novo
      E as jogadas "f3 e5 g4 Qh4#" já foram feitas
      Quando os jogadores acordam o empate
      Então é recusado
      E o jogo fica como estava
      E as pretas ganham por "xeque-mate"

    Exemplo: Não se pode reclamar o empate depois de o jogo ter acabado
      Dado um jogo novo
      E as jogadas "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8" já foram feitas
      E as brancas desistiram
      Quando as brancas reclamam o empate
      Então é recusado
      E o jogo fica como estava
      E as pretas ganham por "desistência"

    Exemplo: Um empate como resultado depois de uma tripla repetição lê-se como a reclamação
      Quando o PGN é lido
        """
        1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2
        """
      Então o jogo termina empatado por "tripla repetição"

  @CHESS-15 @ex08
  Regra: Um jogador pode desistir, e o adversário ganha

    Exemplo: As brancas desistem
      Dado um jogo novo
      E as jogadas "e4 e5" já foram feitas
      Quando as brancas desistem
      Então as pretas ganham por "desistência"
      E o estado é "desistência"

    Exemplo: As pretas desistem, e já não têm jogadas
      Dado um jogo novo
      E as jogadas "e4" já foram feitas
      Quando as pretas desistem
      Então as brancas ganham por "desistência"
      E "e7e5" não é uma jogada legal

    Exemplo: Depois de uma desistência nenhuma peça se pode mover
      Dado um jogo novo
      E as jogadas "e4" já foram feitas
      Quando as pretas desistem
      Então as brancas ganham por "desistência"
      E a peça em e7 não se pode mover

    Exemplo: Nenhuma jogada depois de desistir
      Dado um jogo novo
      E as jogadas "e4" já foram feitas
      E as pretas desistiram
      Quando as pretas movem a peça de e7 para e5
      Então a jogada é recusada
      E o jogo fica como estava
      E as brancas ganham por "desistência"

    Exemplo: Nenhuma desistência depois de o jogo ter acabado
      Dado um jogo novo
      E as jogadas "f3 e5 g4 Qh4#" já foram feitas
      Quando as brancas desistem
      Então é recusado
      E o jogo fica como estava
      E as pretas ganham por "xeque-mate"
