# language: pt
Funcionalidade: Agentes
  Um agente é um jogador que toma as suas próprias decisões: que peça entregar ao adversário, e
  onde colocar a peça que lhe entregaram. O agente aleatório escolhe as duas ao acaso; o agente
  forte pensa nas jogadas seguintes.

  @QUARTO-17 @ex06
  Regra: Um agente aleatório entrega qualquer peça por jogar, ou coloca em qualquer casa vazia, ao acaso
    Faz qualquer dos dois passos de uma jogada, cada escolha tão provável como as outras: com uma
    só casa livre, coloca lá. Recusa um passo que não é o do momento, escolher depois de uma
    peça estar escolhida ou colocar antes de o estar, e não tem nada para escolher quando o jogo
    acabou; uma recusa deixa o jogo como estava.

    Exemplo: Entrega só peças por jogar, cada uma delas de vez em quando
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     | [P; 1
        2     | [b; |     |     2
        3     |     | (p! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando um agente aleatório com semente 1 escolhe uma peça 240 vezes
      Então escolhe só peças por jogar, cada uma das 12 pelo menos 8 vezes

    Exemplo: Coloca só em casas vazias, cada uma delas de vez em quando
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     | [P; 1
        2     | [b; |     |     2
        3     |     | (p! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      E o jogador 2 escolheu [p;
      Quando um agente aleatório com semente 2 escolhe uma casa 240 vezes
      Então escolhe só casas vazias, cada uma das 12 pelo menos 8 vezes

    Exemplo: Com uma só casa livre, coloca lá
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 [B! | (B; | (p! | [P! 1
        2 (p; | [p! | [b; | [P; 2
        3 (B! | [b! | (P! | (b; 3
        4 (b! | [p; | [B; |     4
        #__A__#__B__#__C__#__D__#
        """
      E o jogador 2 escolheu (P;
      Quando um agente aleatório com semente 5 escolhe uma casa 20 vezes
      Então todas as casas que escolhe são D4

    Exemplo: Quando o jogo acabou, não tem nada para escolher
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
      Quando um agente aleatório com semente 1 escolhe uma peça 1 vez
      Então é recusado porque o jogo acabou
      E o jogo fica como estava

    Exemplo: Antes de uma peça ser escolhida, não tem casa para escolher
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     | [P; 1
        2     | [b; |     |     2
        3     |     | (p! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando um agente aleatório com semente 1 escolhe uma casa 1 vez
      Então a colocação é recusada porque nenhuma peça foi escolhida
      E o jogo fica como estava

    Exemplo: Depois de uma peça escolhida, não tem outra peça para escolher
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1 (B! |     |     | [P; 1
        2     | [b; |     |     2
        3     |     | (p! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      E o jogador 2 escolheu [p;
      Quando um agente aleatório com semente 1 escolhe uma peça 1 vez
      Então a escolha é recusada porque já foi escolhida uma peça
      E o jogo fica como estava

  # Fora da avaliação: o agente forte é o da implementação de referência, não um exercício.
  # Estes exemplos fixam as duas coisas em que nunca falha, seja qual for o seu tempo.
  @QUARTO-18
  Regra: O agente forte nunca perde uma vitória imediata, e nunca entrega uma peça que ganha logo quando tem uma segura

    Exemplo: Completa um grupo vencedor com a peça que lhe dão
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | (p; |     |     2
        3 (B! | [P; | (P! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      E o jogador 2 escolheu [B;
      Quando o agente forte escolhe uma casa
      Então escolhe D3

    Exemplo: Não entrega uma peça grande quando três peças grandes esperam numa linha
      Dado um jogo em que o jogador 1 vai colocar, com o tabuleiro
        """
        #__A__#__B__#__C__#__D__#
        1     |     |     |     1
        2     | (p; |     |     2
        3 (B! | [P; | (P! |     3
        4     |     |     |     4
        #__A__#__B__#__C__#__D__#
        """
      Quando o agente forte escolhe uma peça
      Então a peça que entrega é pequena
