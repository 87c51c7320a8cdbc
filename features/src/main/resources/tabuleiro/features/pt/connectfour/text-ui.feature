# language: pt
Funcionalidade: A interface de texto
  A interface de texto deixa duas pessoas jogar ao teclado: cada uma escreve o número de uma coluna
  quando é a sua vez. Fala com o motor do jogo só através da interface do motor (newGame, hasSpace,
  play, valueAt, isOver, winner, winningLine, nextPlayer), por isso qualquer motor que tenha essa
  interface pode ser ligado, incluindo o de um aluno. É à interface, e não ao motor, que cabe pedir
  outra vez quando alguém escreve uma coluna cheia ou que não existe. O motor pode dar a linha
  vencedora a partir de qualquer das pontas; a interface escreve-a pela ordem de leitura, primeiro a
  linha de cima e, numa linha, primeiro a da esquerda, para que todos os motores que cumprem o
  contrato digam o mesmo.

  @C4-15 @ex02
  Regra: A interface de texto joga só através da interface do motor, por isso qualquer motor que a cumpra pode ser ligado

    Cenário: Duas pessoas jogam ao teclado até uma vitória
      Dadas as colunas 4 4 5 5 6 6 7 escritas pelos jogadores
      Quando jogam um jogo na interface de texto
      Então o jogador 1 ganha com a linha (6,4) (6,5) (6,6) (6,7)
      E a interface de texto diz "Jogador 1 ganha com (6,4) (6,5) (6,6) (6,7)."

    Cenário: A linha vencedora é escrita de cima para baixo, seja qual for a ponta por onde o motor começa
      Dadas as colunas 1 2 1 2 1 2 1 escritas pelos jogadores
      Quando jogam um jogo na interface de texto
      Então o jogador 1 ganha com a linha (6,1) (5,1) (4,1) (3,1)
      E a interface de texto diz "Jogador 1 ganha com (3,1) (4,1) (5,1) (6,1)."

    Cenário: Uma coluna cheia, uma coluna fora da grelha ou uma palavra são pedidas outra vez, nunca jogadas
      Dadas as linhas escritas pelos jogadores
        """
        1
        1
        1
        1
        1
        1
        1
        9
        quatro
        2
        3
        2
        3
        2
        3
        2
        """
      Quando jogam um jogo na interface de texto
      Então a grelha é
        """
          1 2 3 4 5 6 7
        1 2 . . . . . .
        2 1 . . . . . .
        3 2 1 . . . . .
        4 1 1 2 . . . .
        5 2 1 2 . . . .
        6 1 1 2 . . . .
        """
      E o jogador 1 ganha com a linha (3,2) (4,2) (5,2) (6,2)

    Cenário: Duas pessoas jogam um jogo inteiro até ao empate
      Dadas as colunas 7 6 7 6 7 6 6 7 6 7 6 7 5 4 5 4 5 4 4 3 4 3 4 3 3 5 3 5 3 5 2 1 2 1 2 1 1 2 1 2 1 2 escritas pelos jogadores
      Quando jogam um jogo na interface de texto
      Então o jogo terminou
      E não há vencedor nem linha vencedora
      E a interface de texto diz "Empate: a grelha está cheia."
