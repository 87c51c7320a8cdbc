# language: pt
Funcionalidade: A interface de texto
  A interface de texto deixa duas pessoas jogar ao teclado: cada uma escreve o nome de uma casa
  quando é a sua vez, como b2. Fala com o motor do jogo só através dos métodos públicos do motor,
  por isso qualquer motor que os tenha pode ser ligado, incluindo o de um aluno. É à interface, e
  não ao motor, que cabe pedir outra vez quando alguém escreve algo que não é o nome de uma casa
  vazia: diz o que esperava e o que estava mal, e o jogo não muda.

  @GALO-11 @ex03
  Regra: A interface de texto joga através do motor, e pede outra vez, dizendo o que esperava, uma linha que não é uma casa vazia

    Cenário: Duas pessoas jogam ao teclado até uma vitória
      Dadas as casas a1 a2 b1 b2 c1 escritas pelos jogadores
      Quando jogam um jogo na interface de texto
      Então o X ganha com a linha a1 b1 c1
      E a interface de texto diz "X ganha com a1 b1 c1."

    Cenário: Duas pessoas jogam um jogo inteiro até um empate
      Dadas as casas a1 b2 c3 b1 b3 a3 c1 c2 a2 escritas pelos jogadores
      Quando jogam um jogo na interface de texto
      Então o jogo acaba empatado
      E a interface de texto diz "Empate: o tabuleiro está cheio."

    Cenário: Uma casa marcada, um nome que não é de uma casa ou uma linha vazia são pedidos outra vez, nunca jogados
      Dadas as linhas escritas pelos jogadores
        """
        b2
        b2
        d4
        olá

        a1
        A1
        b1
        c3
        b3
        """
      Quando jogam um jogo na interface de texto
      Então o tabuleiro é
        """
          a b c
        1 O X .
        2 . X .
        3 . X O
        """
      E o X ganha com a linha b1 b2 b3
      E a interface de texto diz "Escreva o nome de uma casa vazia, uma coluna de a a c e uma linha de 1 a 3, como b2; b2 já tem X."
      E a interface de texto diz 'Escreva o nome de uma casa vazia, uma coluna de a a c e uma linha de 1 a 3, como b2; "d4" não é uma casa.'

    Cenário: Um nome em maiúsculas lê-se como a casa que nomeia
      Dadas as casas B2 A1 B1 C3 B3 escritas pelos jogadores
      Quando jogam um jogo na interface de texto
      Então o X ganha com a linha b1 b2 b3
      E a interface de texto diz "X ganha com b1 b2 b3."
