# language: pt
Funcionalidade: O fim do jogo
  Ganha o jogador que coloca a peça que completa um grupo vencedor, e o jogo diz qual é o grupo e
  que atributo as suas peças têm em comum. Quando a décima sexta peça enche o tabuleiro sem
  completar nenhum, o jogo acaba empatado. Depois do fim, já não se pode escolher nem colocar
  nada.

  @QUARTO-19 @ex05
  Regra: Ganha quem coloca a peça que completa um grupo vencedor, e o jogo diz o grupo e o atributo comum das suas peças

    Exemplo: Completar uma linha dá a vitória ao jogador que colocou
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | (p; |     |     2
        3 (B! | [P; | (P! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando o jogador 2 escolhe [B; e o jogador 1 coloca-a em D3
      Então o jogador 1 ganha com a linha 3, todas grandes

    @squares
    Exemplo: No jogo do enunciado, completar um quadrado 2x2 dá a vitória
      Dado o jogo com quadrados 2x2
      E um jogo em que o jogador 2 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | [p; | (P; |     2
        3     | [b; |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando o jogador 1 escolhe (b; e o jogador 2 coloca-a em C3
      Então o jogador 2 ganha com o quadrado B2-C3, todas ocas

    @classic
    Exemplo: No jogo clássico a mesma colocação não acaba o jogo
      Dado o jogo clássico
      E um jogo em que o jogador 2 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | [p; | (P; |     2
        3     | [b; |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando o jogador 1 escolhe (b; e o jogador 2 coloca-a em C3
      Então o jogo continua
      E o jogador 2 vai escolher

    Exemplo: Uma jogada que não completa nenhum grupo não acaba o jogo
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | (p; |     |     2
        3 (B! | [P; | (P! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando o jogador 2 escolhe [b; e o jogador 1 coloca-a em D3
      Então o jogo continua
      E o jogador 1 vai escolher

  @QUARTO-10 @ex05
  Regra: Um tabuleiro cheio sem vitória é um empate, mas uma última peça que completa um grupo ganha
    Quando as dezasseis casas estão ocupadas e ninguém ganhou, o jogo acaba empatado. Uma
    colocação que enche o tabuleiro e completa um grupo vencedor é uma vitória, não um empate.

    Exemplo: A décima sexta peça enche o tabuleiro sem vitória: empate
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 [B! | (B; | (p! | [P! 1
        2 (p; | [p! | [b; | [P; 2
        3 (B! | [b! | (P! | (b; 3
        4 (b! | [p; | [B; |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando o jogador 2 escolhe (P; e o jogador 1 coloca-a em D4
      Então o jogo acaba empatado
      E o tabuleiro está cheio
      E o jogador 1 colocou por último

    Exemplo: A décima sexta peça que completa um grupo ganha em vez de empatar
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! | [p! | (B; | [B; 1
        2 [p; | [B! | (b! | [P; 2
        3 [b! | (P; | [b; | (b; 3
        4 (p! | [P! | (P! |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando o jogador 2 escolhe (p; e o jogador 1 coloca-a em D4
      Então o jogador 1 ganha com a linha 4, todas pretas, ou com a coluna D, todas ocas

    @classic
    Exemplo: No jogo clássico um tabuleiro cheio cujo único grupo em comum é um quadrado 2x2 é um empate
      Dado o jogo clássico
      E um jogo em que o jogador 2 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (p! | (P; | (b! | [p! 1
        2 (p; | [b! | [b; | (P! 2
        3 [P; | (B! | [P! | (b; 3
        4 [B; | [B! | [p; |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando o jogador 1 escolhe (B; e o jogador 2 coloca-a em D4
      Então o jogo acaba empatado

  @QUARTO-16 @ex05
  Regra: Depois de o jogo acabar, não se aceita mais nenhuma escolha nem colocação

    Exemplo: Depois de uma vitória não se pode escolher nenhuma peça
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | (p; |     |     2
        3 (B! | [P; | (P! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      E o jogador 2 escolheu [B; e o jogador 1 colocou-a em D3
      Quando o jogador 2 escolhe [p;
      Então é recusado porque o jogo acabou
      E o jogo fica como estava

    Exemplo: Depois de uma vitória não se pode colocar nenhuma peça
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | (p; |     |     2
        3 (B! | [P; | (P! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      E o jogador 2 escolheu [B; e o jogador 1 colocou-a em D3
      Quando o jogador 1 tenta colocar uma peça em A1
      Então é recusado porque o jogo acabou
      E o jogo fica como estava

    Exemplo: Depois de um empate já não se aceita nada
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 [B! | (B; | (p! | [P! 1
        2 (p; | [p! | [b; | [P; 2
        3 (B! | [b! | (P! | (b; 3
        4 (b! | [p; | [B; |     4
        #__A__#__B__#__C__#__D__#
        """
      E o jogador 2 escolheu (P; e o jogador 1 colocou-a em D4
      Quando o jogador 2 escolhe (B!
      Então é recusado porque o jogo acabou
      E o jogo fica como estava
