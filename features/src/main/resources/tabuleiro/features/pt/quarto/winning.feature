# language: pt
Funcionalidade: Grupos vencedores
  Quatro peças com um atributo em comum (todas grandes, ou todas pequenas, ou todas brancas, e
  assim por diante) ganham quando enchem uma linha, uma coluna ou uma das diagonais; no jogo do
  enunciado, o jogo por omissão, também ganham quando enchem um dos nove quadrados 2x2. Um grupo
  com uma casa vazia nunca ganha. Estas regras são só sobre o tabuleiro: que grupos estão
  completos, e o que as suas peças têm em comum.

  @QUARTO-07 @ex03
  Regra: Quatro peças com um atributo em comum ganham quando enchem uma linha, uma coluna ou uma das diagonais

    Exemplo: Uma linha de quatro peças grandes
      Dado o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! | [P; | (P! |     1
        2     | (p; |     |     2
        3     |     | [b! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando [B; é colocada em D1
      Então a linha 1 ganha, todas grandes

    Exemplo: Uma coluna de quatro peças pretas e ocas tem dois atributos em comum
      Dado o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     | (P; |     1
        2     |     | [p; |     2
        3     | [b! | (p; |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando [P; é colocada em C4
      Então a coluna C ganha, todas pretas e ocas

    Exemplo: A diagonal de A1 a D4, todas redondas
      Dado o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     |     1
        2     | (p; |     |     2
        3     |     | (P! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando (b; é colocada em D4
      Então a diagonal A1-D4 ganha, todas redondas

    # tag::diagonal-a4-d1[]
    Exemplo: A diagonal de A4 a D1, todas maciças
      Dado o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     |     | [B! |     2
        3     | (P! |     |     3
        4 [b! |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando (p! é colocada em D1
      Então a diagonal A4-D1 ganha, todas maciças
    # end::diagonal-a4-d1[]

    @classic
    Exemplo: Também no jogo clássico a diagonal de A4 a D1 ganha
      Dado o jogo clássico
      E o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     |     | [B! |     2
        3     | (P! |     |     3
        4 [b! |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando (p! é colocada em D1
      Então a diagonal A4-D1 ganha, todas maciças
      E no jogo clássico, a diagonal A4-D1 ganha, todas maciças

    Exemplo: Uma linha cheia cujas peças não têm nenhum atributo em comum não ganha
      Dado o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2 (B! | [p; | (P; |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando [b! é colocada em D2
      Então nenhuma linha, coluna ou diagonal ganha

  @QUARTO-09 @ex03
  Regra: Uma linha, coluna, diagonal ou quadrado com uma casa vazia nunca ganha, tenham as suas peças o que tiverem em comum

    Exemplo: Três peças grandes numa linha e uma casa vazia não ganham
      Dado o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! | [P; | (P! |     1
        2     |     |     |     2
        3     |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando [b; é colocada em D3
      Então nenhuma linha, coluna ou diagonal ganha

    Exemplo: Uma coluna com um buraco no meio não ganha
      Dado o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     | (p! |     |     1
        2     | (p; |     |     2
        3     |     |     |     3
        4     | (P! |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando [p! é colocada em A3
      Então nenhuma linha, coluna ou diagonal ganha

    Exemplo: Uma diagonal com três peças brancas e uma ponta vazia não ganha
      Dado o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     |     | [B! |     2
        3     | (b; |     |     3
        4 [b! |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando (B! é colocada em A1
      Então nenhuma linha, coluna ou diagonal ganha

  @QUARTO-08 @ex04
  Regra: No jogo do enunciado, quatro peças com um atributo em comum também ganham ao encher um quadrado 2x2
    O jogo do enunciado, com quadrados, é o jogo por omissão. Quatro peças com um atributo em
    comum ganham quando enchem um dos nove quadrados 2x2 de casas lado a lado; o jogo clássico
    não tem essa vitória.

    @squares
    Exemplo: Um quadrado 2x2 de quatro peças ocas no meio do tabuleiro
      Dado o jogo com quadrados 2x2
      E o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | [p; | (P; |     2
        3     | [b; |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando (b; é colocada em C3
      Então o quadrado B2-C3 ganha, todas ocas
      E no jogo com quadrados, o quadrado B2-C3 ganha, todas ocas

    @squares
    Exemplo: Um quadrado 2x2 num canto, todas brancas
      Dado o jogo com quadrados 2x2
      E o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! | [b; |     |     1
        2 (b! |     |     |     2
        3     |     |     | [P; 3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando [B; é colocada em B2
      Então o quadrado A1-B2 ganha, todas brancas
      E no jogo com quadrados, o quadrado A1-B2 ganha, todas brancas

    @classic
    Exemplo: No jogo clássico o mesmo quadrado 2x2 não ganha nada
      Dado o jogo clássico
      E o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | [p; | (P; |     2
        3     | [b; |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando (b; é colocada em C3
      Então o quadrado B2-C3 tem quatro peças, todas ocas
      E no jogo clássico nada ganha

    @squares
    Exemplo: Um quadrado 2x2 com uma casa vazia não ganha
      Dado o jogo com quadrados 2x2
      E o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | [p; | (P; |     2
        3     | [b; |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando (b; é colocada em D4
      Então nenhum quadrado 2x2 ganha

    @squares
    Exemplo: Quatro peças ocas que não estão lado a lado não são um quadrado 2x2
      Dado o jogo com quadrados 2x2
      E o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 [p; | (P; |     |     1
        2     |     |     |     2
        3 [b; |     |     |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando (b; é colocada em B3
      Então nenhum quadrado 2x2 ganha
