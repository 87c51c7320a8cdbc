# language: pt
Funcionalidade: O movimento dos peões
  Os peões andam uma casa na diagonal para a frente, em direção ao adversário, para uma casa
  escura vazia. As Brancas jogam primeiro e os jogadores jogam alternadamente. Estas regras valem
  nas duas variantes; os exemplos usam as regras clássicas. Uma jogada ilegal é recusada com a
  mensagem do contrato do motor, em inglês: "not a legal move" (não é uma jogada legal).

  Contexto:
    Dadas as regras clássicas

  @CHECKERS-03 @ex01
  Regra: As Brancas jogam primeiro, e os jogadores alternam, uma jogada cada um

    Exemplo: Depois da primeira jogada das Brancas é a vez das Pretas
      Dado um jogo novo
      Quando as Brancas jogam 22-18
      Então é a vez das Pretas

    Exemplo: Também nas regras simplificadas, depois da primeira jogada das Brancas é a vez das Pretas
      Dadas as regras simplificadas
      E um jogo novo
      Quando as Brancas jogam 22-18
      Então é a vez das Pretas

    Exemplo: As Pretas não podem fazer a primeira jogada
      Dado um jogo novo
      Quando as Pretas jogam 11-15
      Então é recusado com a mensagem "WHITE's turn"
      E o tabuleiro fica como estava

  @CHECKERS-04 @ex01
  Regra: Um peão anda uma casa na diagonal para a frente, para uma casa escura vazia

    Exemplo: Um peão branco tem duas casas para a frente
      Dada a posição "W:W22:B1"
      Quando se listam as jogadas legais
      Então as jogadas legais são 22-17, 22-18

    Exemplo: Um peão preto desce o tabuleiro
      Dada a posição "B:W32:B13"
      Quando se listam as jogadas legais
      Então as jogadas legais são 13-17

    Exemplo: Um peão na borda tem uma só casa para a frente
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   .   .   .
        6 w   .   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando se listam as jogadas legais
      Então as jogadas legais são 21-17

    Exemplo: Também nas regras simplificadas um peão só anda para a frente
      Dadas as regras simplificadas
      E a posição "W:W22:B1"
      Quando se listam as jogadas legais
      Então as jogadas legais são 22-17, 22-18

    Exemplo: Um peão não anda para trás
      Dada a posição "W:W22:B1"
      Quando as Brancas jogam 22-26
      Então é recusado com a mensagem "not a legal move"
      E o tabuleiro fica como estava

    Exemplo: Um peão não anda para trás, nem para uma casa a que outro peão pode chegar
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   w   .   .
        5   .   .   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando as Brancas jogam 14-18
      Então é recusado com a mensagem "not a legal move"
      E o tabuleiro fica como estava

    Exemplo: Uma jogada tem de começar numa casa com uma peça
      Dada a posição "W:W22:B1"
      Quando as Brancas jogam 21-17
      Então é recusado com a mensagem "square 21 is empty"
      E o tabuleiro fica como estava

    Exemplo: Um peão não anda para uma casa ocupada
      Dado o tabuleiro, com a vez das Brancas:
        """
          1 2 3 4 5 6 7 8
        1   b   .   .   .
        2 .   .   .   .
        3   .   .   .   .
        4 .   .   .   .
        5   .   w   .   .
        6 .   w   .   .
        7   .   .   .   .
        8 .   .   .   .
        """
      Quando as Brancas jogam 22-18
      Então é recusado com a mensagem "not a legal move"
      E o tabuleiro fica como estava

  @CHECKERS-24 @ex03
  Regra: Nas damas solitárias uma só pessoa joga as Brancas e as Pretas à vez, num só ecrã

    Exemplo: Um só jogador escreve as jogadas dos dois lados
      Dado um jogo novo
      Quando o jogador escreve:
        """
        22 18
        11 15
        """
      Então as jogadas feitas são 22-18, 11-15
      E o ecrã mostra "Jogam as Brancas"
      E o ecrã mostra "Jogam as Pretas"

  @CHECKERS-07 @ex05
  Regra: Um peão que acaba uma jogada na última linha torna-se dama

    Exemplo: Um peão branco que chega à linha 1 é coroado
      Dada a posição "W:W6:B27"
      Quando as Brancas jogam 6-1
      Então a casa 1 tem uma dama branca

    Exemplo: Um peão preto que chega à linha 8 é coroado
      Dada a posição "B:W6:B27"
      Quando as Pretas jogam 27-32
      Então a casa 32 tem uma dama preta

    Exemplo: Também nas regras simplificadas um peão que chega à última linha é coroado
      Dadas as regras simplificadas
      E a posição "W:W6:B27"
      Quando as Brancas jogam 6-1
      Então a casa 1 tem uma dama branca

    Exemplo: Um peão que não chega à última linha continua peão
      Dada a posição "W:W10:B27"
      Quando as Brancas jogam 10-6
      Então a casa 6 tem um peão branco
