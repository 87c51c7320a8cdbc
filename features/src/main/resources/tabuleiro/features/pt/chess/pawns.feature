# language: pt
Funcionalidade: Os peões
  Um peão anda em frente, uma casa, ou duas a partir da sua linha inicial, só para casas vazias;
  captura uma casa na diagonal para a frente. Pode capturar en passant um peão que acabou de
  passar por ele com um avanço duplo e, ao chegar à última linha, passa a ser outra peça.

  @CHESS-06 @ex04
  Regra: Um peão avança para casas vazias, duas a partir da sua linha inicial, e captura na diagonal

    Exemplo: Da sua linha inicial um peão pode avançar uma ou duas casas
      Dado um jogo novo
      Quando as jogadas legais são listadas
      Então a peça em e2 pode ir exatamente para "e3 e4"
      E a peça em a7 não se pode mover

    Exemplo: Um peão que já se moveu avança só uma casa
      Dado um jogo novo
      E as jogadas "e4 d5 a3" já foram feitas
      Quando as pretas jogam "Nc6"
      Então a jogada é feita
      E a peça em e4 pode ir exatamente para "d5 e5"

    Exemplo: Um peão bloqueado não se pode mover, nem capturar em frente
      Dado o tabuleiro com as brancas a jogar
        """
          a b c d e f g h
        8 . . . . k . . . 8
        7 . . . . . . . . 7
        6 . . . . . . . . 6
        5 . . . . . . . . 5
        4 . . . . p . . . 4
        3 . . . . P . . . 3
        2 . . . . . . . . 2
        1 . . . . K . . . 1
          a b c d e f g h
        """
      Quando as brancas movem a peça de e3 para e4
      Então a jogada é recusada
      E o jogo fica como estava
      E "e1d2" é uma jogada legal

    Exemplo: Um peão captura na diagonal para a frente, nunca para trás
      Dada a posição "4k3/8/8/3p1p2/4P3/3p4/8/4K3 w - - 0 1"
      Quando as jogadas legais são listadas
      Então a peça em e4 pode ir exatamente para "d5 e5 f5"

    Exemplo: Um peão nunca captura uma peça do seu lado
      Dada a posição "4k3/8/8/3P1p2/4P3/8/8/4K3 w - - 0 1"
      Quando as brancas jogam "e4d5"
      Então a jogada é recusada
      E o jogo fica como estava
      E a peça em e4 pode ir exatamente para "e5 f5"

    Exemplo: Um avanço duplo não pode saltar por cima de uma peça
      Dada a posição "4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1"
      Quando as brancas jogam "e2e4"
      Então a jogada é recusada
      E o jogo fica como estava
      E a peça em e2 pode ir exatamente para "e3"

  @CHESS-07 @ex05
  Regra: En passant: um peão pode capturar um peão que acabou de passar por ele com um avanço duplo, só na jogada seguinte

    Exemplo: Capturar en passant
      Dada a posição "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"
      E as jogadas "d5" já foram feitas
      Quando as brancas jogam "exd6"
      Então a jogada é feita
      E em d6 as brancas têm um peão
      E d5 está vazia

    Exemplo: Só logo a seguir ao avanço duplo
      Dada a posição "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"
      E as jogadas "d5 Nf3 a6" já foram feitas
      Quando as brancas jogam "exd6"
      Então a jogada é recusada
      E o jogo fica como estava
      E "e5e6" é uma jogada legal

    Exemplo: Não depois de um avanço simples
      Dada a posição "4k3/8/3p4/4P3/8/8/8/4K3 b - - 0 1"
      Quando as pretas jogam "d5"
      Então a jogada é feita
      E "e5d6" não é uma jogada legal
      E "e5e6" é uma jogada legal

    Exemplo: Uma posição lida com a sua casa de en passant permite a captura
      Dada a posição "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
      Quando as brancas jogam "exd6"
      Então a jogada é feita
      E em d6 as brancas têm um peão
      E d5 está vazia

    # O peão capturado sai de d5 e descobre a diagonal f7-b3 do bispo: a única captura que
    # esvazia uma casa fora das linhas do peão que captura, e por isso a segurança do rei volta
    # a perguntar-se.
    Exemplo: Uma captura en passant que descobre o próprio rei numa diagonal é recusada
      Dada a posição "7k/5b2/8/3pP3/8/1K6/8/8 w - d6 0 1"
      Quando as brancas jogam "exd6"
      Então a jogada é recusada
      E o jogo fica como estava
      E "e5e6" é uma jogada legal

    Exemplo: As pretas também capturam en passant
      Dada a posição "4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1"
      E as jogadas "d4" já foram feitas
      Quando as pretas jogam "exd3"
      Então a jogada é feita
      E em d3 as pretas têm um peão
      E d4 está vazia

  @CHESS-09 @ex05
  Regra: Um peão que chega à última linha passa a ser uma dama, torre, bispo ou cavalo, à escolha do jogador
    As jogadas escrevem-se em SAN, com as letras inglesas das peças: Q dama, R torre, B bispo,
    N cavalo. A recusa é a do motor de jogo, em inglês: "a7a8q is not a legal move for white"
    quer dizer que a7a8q não é uma jogada legal para as brancas.

    Exemplo: Promoção a dama
      Dada a posição "8/P3k3/8/8/8/8/8/4K3 w - - 0 1"
      Quando as brancas jogam "a8=Q"
      Então a jogada é feita
      E em a8 as brancas têm uma dama
      E a7 está vazia

    Exemplo: Promoção a cavalo, com captura
      Dada a posição "1r6/P3k3/8/8/8/8/8/4K3 w - - 0 1"
      Quando as brancas jogam "axb8=N"
      Então a jogada é feita
      E em b8 as brancas têm um cavalo

    Exemplo: As quatro escolhas, e nenhum peão na última linha
      Dada a posição "8/P3k3/8/8/8/8/8/4K3 w - - 0 1"
      Quando as jogadas legais são listadas
      Então "a7a8q" é uma jogada legal
      E "a7a8r" é uma jogada legal
      E "a7a8b" é uma jogada legal
      E "a7a8n" é uma jogada legal
      E "a7a8" não é uma jogada legal

    Exemplo: Um peão bloqueado na sétima linha não é promovido, e a recusa diz a peça escolhida
      Dada a posição "r3k3/P7/8/8/8/8/8/4K3 w - - 0 1"
      Quando as brancas jogam "a7a8q"
      Então a jogada é recusada porque "a7a8q is not a legal move for white"
      E o jogo fica como estava

    Esquema do Cenário: As pretas são promovidas na linha 1: <jogada>
      Dada a posição "<fen>"
      Quando as pretas jogam "<jogada>"
      Então a jogada é feita
      E em <casa> as pretas têm uma <peça>

      Exemplos:
        | fen                             | jogada | casa | peça  |
        | 4k3/8/8/8/8/8/6p1/K7 b - - 0 1  | g1=R   | g1   | torre |
        | 4k3/8/8/8/8/8/p7/4K3 b - - 0 1  | a1=Q   | a1   | dama  |
