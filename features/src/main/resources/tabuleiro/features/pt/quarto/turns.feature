# language: pt
Funcionalidade: As jogadas
  Os dois jogadores partilham um só conjunto de peças. Um dado decide quem coloca primeiro.
  Depois, cada jogada tem dois passos: o adversário do jogador da vez escolhe uma peça que ainda
  não está no tabuleiro, e o jogador da vez coloca-a numa casa vazia à sua escolha. Depois
  trocam de papéis. O jogo recusa o que as regras não permitem, e fica como estava.

  @QUARTO-03 @ex05
  Regra: Os dois jogadores partilham o único conjunto de peças: nenhuma peça pertence a um jogador
    Há uma peça de cada tipo, para os dois jogadores: qualquer um pode escolher qualquer peça
    por jogar, um grupo ganha com as peças que os dois colocaram, e uma peça colocada por um
    deles deixa de estar disponível para ambos.

    Exemplo: Os dois jogadores escolhem das mesmas peças por jogar
      Dado um jogo novo em que o jogador 1 coloca primeiro
      E o jogador 2 escolheu (B! e o jogador 1 colocou-a em A1
      Quando o jogador 1 escolhe (B;
      Então o jogador 2 vai colocar (B;
      E há 15 peças por jogar, entre elas (B; mas não (B!

    Exemplo: Uma linha vencedora conta as peças que os dois jogadores colocaram
      # Preparado peça a peça a partir da primeira casa: o jogador 1 colocou A1 e C1, o jogador 2 B1.
      Dado um jogo em que o jogador 2 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! | [P; | (P! |     1
        2     |     |     |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando o jogador 1 escolhe [B; e o jogador 2 coloca-a em D1
      Então o jogador 2 ganha com a linha 1, todas grandes

    Exemplo: Há uma peça de cada tipo: depois de colocada, nenhum jogador a pode entregar
      Dado um jogo novo em que o jogador 1 coloca primeiro
      E o jogador 2 escolheu (B! e o jogador 1 colocou-a em A1
      Quando o jogador 1 escolhe (B!
      Então a escolha é recusada porque (B! já está no tabuleiro
      E o jogo fica como estava

  @QUARTO-04 @ex05
  Regra: Um lançamento de dado decide quem coloca primeiro, e o outro jogador escolhe a primeira peça
    Cada jogador lança o dado, o lançamento mais alto coloca primeiro, e um empate lança-se de
    novo. A mesma semente repete o mesmo início.

    Exemplo: O jogador 1 tira 2 e o jogador 2 tira 5: o jogador 2 coloca primeiro
      Dado um dado que dá 2, 5
      Quando começa um jogo com esse dado
      Então o jogador 2 coloca primeiro
      E o jogador 1 vai escolher

    Exemplo: Um empate lança-se de novo
      Dado um dado que dá 4, 4, 6, 1
      Quando começa um jogo com esse dado
      Então o jogador 1 coloca primeiro
      E o jogador 2 vai escolher

    Exemplo: Com muitos dados com semente, cada jogador coloca primeiro mais ou menos metade das vezes
      Quando começam 200 jogos com dados de sementes 1 a 200
      Então o jogador 1 coloca primeiro em 70 a 130 deles

    Exemplo: A mesma semente repete o mesmo início
      Quando começam 20 jogos com dados de sementes 1 a 20, duas vezes
      Então cada semente dá a primeira colocação ao mesmo jogador das duas vezes

  @QUARTO-05 @ex05
  Regra: Uma jogada tem dois passos: o adversário escolhe uma peça, depois o jogador da vez coloca-a
    A peça escolhida é uma que ainda não está no tabuleiro, e vai para uma casa vazia; depois os
    papéis trocam. Nenhuma peça se coloca antes de ser escolhida, e só se escolhe uma por
    jogada.

    Exemplo: O adversário escolhe primeiro, e o tabuleiro não muda
      Dado um jogo novo em que o jogador 1 coloca primeiro
      Quando o jogador 2 escolhe (B!
      Então o jogador 1 vai colocar (B!
      E o tabuleiro está vazio
      E há 16 peças por jogar, entre elas (B!

    Exemplo: O jogador da vez coloca a peça escolhida, e os papéis trocam
      Dado um jogo novo em que o jogador 1 coloca primeiro
      E o jogador 2 escolheu (B!
      Quando o jogador 1 coloca-a em B2
      Então B2 tem (B!
      E há 15 peças por jogar, sem (B!
      E o jogador 1 vai escolher
      E o jogador 2 vai colocar

    Exemplo: Nenhuma peça se pode colocar antes de uma ser escolhida
      Dado um jogo novo em que o jogador 1 coloca primeiro
      Quando o jogador 1 tenta colocar uma peça em A1
      Então a colocação é recusada porque nenhuma peça foi escolhida
      E o jogo fica como estava

    Exemplo: Só se escolhe uma peça por jogada
      Dado um jogo novo em que o jogador 1 coloca primeiro
      E o jogador 2 escolheu (B!
      Quando o jogador 2 escolhe [p;
      Então a escolha é recusada porque já foi escolhida uma peça
      E o jogo fica como estava

  @QUARTO-06 @ex05
  Regra: Uma peça vai para uma casa vazia, e uma peça no tabuleiro não pode ser escolhida nem colocada outra vez
    Cada peça está por jogar ou no tabuleiro, nunca nos dois.

    Exemplo: Não se pode colocar uma peça numa casa ocupada
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     | [b; |     |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      E o jogador 2 escolheu [p;
      Quando o jogador 1 coloca-a em A1
      Então a colocação é recusada porque A1 está ocupada
      E o jogo fica como estava

    Exemplo: Uma peça no tabuleiro não pode ser escolhida outra vez
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     | [b; |     |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando o jogador 2 escolhe (B!
      Então a escolha é recusada porque (B! já está no tabuleiro
      E o jogo fica como estava

    Exemplo: Só com o tabuleiro, também não se pode pôr uma peça numa casa ocupada
      Dado o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     | [b; |     |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando [p; é colocada em B2
      Então a colocação é recusada porque B2 está ocupada
      E o tabuleiro fica como estava

    Exemplo: Só com o tabuleiro, uma peça que já lá está não pode ser colocada outra vez
      Dado o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     | [b; |     |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando (B! é colocada em C3
      Então a colocação é recusada porque (B! já está no tabuleiro
      E o tabuleiro fica como estava

    Exemplo: Depois de cada colocação cada peça está por jogar ou no tabuleiro, nunca nos dois
      Dado um jogo em que o jogador 2 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     | [P; 1
        2     | [b; |     |     2
        3     |     | (p! |     3
        4 [B; |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando o jogador 1 escolhe [p; e o jogador 2 coloca-a em D4
      Então cada peça está por jogar ou no tabuleiro, nunca nos dois
      E há 10 peças por jogar, sem [p;
