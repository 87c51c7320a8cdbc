# language: pt
Funcionalidade: Agentes
  Um agente é um jogador que escolhe as suas próprias jogadas. Dado um jogo que não terminou e o
  jogador por quem joga, responde com uma coluna que tem espaço; lê o jogo e não o altera. O agente
  mais simples do enunciado joga à sorte numa das colunas com espaço. O agente perfeito pergunta a
  um resolvedor, que pontua uma posição do lado do jogador que vai jogar: uma pontuação positiva
  ganha, 0 empata, uma negativa perde. Ganhar com a próxima peça vale 22 menos o número de peças que
  o vencedor tem então, por isso uma vitória mais rápida vale mais; perder vale o simétrico da
  vitória do adversário.

  @C4-14 @ex03
  Regra: Um agente devolve uma coluna que tem espaço; o agente aleatório escolhe uma à sorte
    Dado um jogo que não terminou e o jogador que vai jogar, um agente devolve uma coluna que tem
    espaço, e deixa o jogo como estava. O agente aleatório escolhe à sorte entre essas colunas, cada
    uma mais ou menos tão provável como as outras. Um agente recusa um jogo que terminou, e um
    jogador de quem não é a vez.

    Cenário: Com seis colunas cheias, todos os agentes aleatórios escolhem a única aberta
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 1 2 1 . 2 1 2
        2 1 2 1 . 2 1 2
        3 1 2 1 . 2 1 2
        4 2 1 2 . 1 2 1
        5 2 1 2 . 1 2 1
        6 2 1 2 . 1 2 1
        """
      Quando agentes aleatórios com as sementes 1 a 50 escolhem cada um uma coluna para o jogador 1
      Então todos os agentes escolhem a coluna 4
      E o jogo fica inalterado

    Cenário: Um agente aleatório escolhe só colunas abertas, e cada uma delas de vez em quando
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . 2 1 1 2 1 .
        2 . 2 1 1 2 1 .
        3 . 2 1 1 2 1 .
        4 . 1 2 2 1 2 .
        5 . 1 2 2 1 2 .
        6 . 1 2 2 1 2 .
        """
      Quando um agente aleatório com a semente 1 escolhe uma coluna para o jogador 1, 100 vezes
      Então escolhe só as colunas 1 7, cada uma pelo menos 25 vezes
      E o jogo fica inalterado

    Cenário: Num jogo novo cada coluna é mais ou menos tão provável como qualquer outra
      Dado um novo jogo
      Quando um agente aleatório com a semente 2 escolhe uma coluna para o jogador 1, 700 vezes
      Então cada coluna de 1 a 7 é escolhida entre 60 e 140 vezes

    Cenário: Um agente recusa escolher uma jogada num jogo que terminou
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . . . . .
        3 . . . . . . .
        4 . . . . . . .
        5 2 2 2 . . . .
        6 1 1 1 1 . . .
        """
      Quando um agente aleatório com a semente 1 escolhe uma coluna para o jogador 2
      Então o agente recusa porque o jogo terminou
      E o jogo fica inalterado

    Cenário: Um agente recusa jogar pelo jogador de quem não é a vez
      Dadas as jogadas 4
      Quando um agente aleatório com a semente 1 escolhe uma coluna para o jogador 1
      Então o agente recusa porque é a vez do jogador 2
      E o jogo fica inalterado

  @C4-16 @ex04
  Regra: O agente perfeito joga numa coluna a que o resolvedor dá a melhor pontuação
    O resolvedor pontua uma posição percorrendo todas as maneiras de o jogo continuar, do lado do
    jogador que vai jogar: uma vitória vale 22 menos as peças do vencedor no fim, um empate 0, uma
    derrota o simétrico da vitória do adversário. Assim o agente perfeito ganha logo quando pode, e
    bloqueia uma ameaça que de outro modo o faria perder. Recusa jogar pelo jogador de quem não é a
    vez, e deixa o jogo como estava.

    # Joga o jogador 1, com 32 peças jogadas. Jogar na coluna 7 põe uma peça em (2,7) e faz duas
    # ameaças de uma vez: (1,7) completa a coluna (1,7) (2,7) (3,7) (4,7), e (4,5) completa a
    # diagonal (2,7) (3,6) (4,5) (5,4). O jogador 2 não tem quatro em linha a fazer e só pode
    # bloquear uma delas, por isso o jogador 1 ganha com a peça seguinte, a sua 18.ª: 22 - 18 = 4. O
    # jogador 1 não pode ganhar mais cedo, porque nenhuma coluna ganha logo.
    Cenário: Uma vitória duas jogadas à frente, por uma ameaça dupla, vale 4
      Dada a posição
        """
          1 2 3 4 5 6 7
        1 1 2 . 2 . 1 .
        2 1 1 . 2 . 2 .
        3 2 2 . 2 . 1 1
        4 2 2 . 1 . 2 1
        5 1 1 2 1 1 1 2
        6 1 2 2 1 2 1 2
        """
      Quando o resolvedor pontua a posição
      Então a pontuação é 4

    # Joga o jogador 1, com 32 peças jogadas, e não pode ganhar logo. O jogador 2 ameaça duas casas:
    # (4,3), que completa a linha 4 de (4,1) a (4,4), e (3,4), que completa a linha 3 de (3,4) a
    # (3,7). O jogador 1 só pode bloquear uma, e o jogador 2 ganha com a outra com a sua 17.ª peça:
    # o jogador 2 faz 22 - 17 = 5, por isso o jogador 1 faz -5.
    Cenário: Duas ameaças do adversário que não podem ser ambas bloqueadas valem -5
      Dada a posição
        """
          1 2 3 4 5 6 7
        1 1 2 . . 1 . .
        2 1 1 . . 1 2 .
        3 2 2 . . 2 2 2
        4 2 2 . 2 1 1 2
        5 1 1 1 2 1 2 1
        6 2 2 1 1 1 2 1
        """
      Quando o resolvedor pontua a posição
      Então a pontuação é -5

    # Há quatro casas vazias: (1,4), (2,4), (1,7) e (2,7). Cada linha de quatro que passa por uma
    # delas já tem peças dos dois jogadores, por isso ninguém pode fazer quatro em linha: seja como
    # for que se joguem as quatro últimas peças, a grelha enche-se sem vencedor. Um empate vale 0.
    Cenário: Uma posição em que já ninguém pode fazer quatro em linha vale 0
      Dada a posição
        """
          1 2 3 4 5 6 7
        1 1 2 1 . 2 1 .
        2 1 2 1 . 2 1 .
        3 1 2 1 1 2 1 2
        4 2 1 2 2 1 2 1
        5 2 1 2 2 1 2 1
        6 2 1 2 2 1 2 1
        """
      Quando o resolvedor pontua a posição
      Então a pontuação é 0

    # Joga o jogador 1, com 32 peças jogadas, e ganha logo na coluna 1: (3,1) completa a linha 3 de
    # (3,1) a (3,4) com a 17.ª peça do jogador 1, o que vale 22 - 17 = 5. O resolvedor pontua o jogo
    # do motor, montado jogada a jogada.
    Cenário: Uma vitória com a peça seguinte vale 22 menos as peças do vencedor
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . 2 . 2 2 .
        2 . . 2 1 1 1 .
        3 . 1 1 1 2 2 .
        4 1 2 2 2 1 1 .
        5 1 1 1 2 1 2 2
        6 2 1 2 2 1 1 2
        """
      Quando o resolvedor pontua a posição
      Então a pontuação é 5

    # A mesma posição, coluna a coluna, para o jogador 1. A coluna 1 ganha logo: 5. As colunas 2 e
    # 7 deixam (1,4) ao jogador 2, que completa a linha 1 de (1,3) a (1,6) com a sua 17.ª peça: -5.
    # A coluna 4 põe uma peça do jogador 1 em (1,4) e bloqueia isso; o resolvedor descobre que o
    # jogador 1 então só ganha com a sua 21.ª peça, a última que tem: 22 - 21 = 1. As colunas 3, 5 e
    # 6 estão cheias e não têm pontuação. A melhor coluna vale o mesmo que a posição.
    Cenário: O resolvedor pontua cada coluna com espaço, e nenhuma coluna cheia
      Dada a posição
        """
          1 2 3 4 5 6 7
        1 . . 2 . 2 2 .
        2 . . 2 1 1 1 .
        3 . 1 1 1 2 2 .
        4 1 2 2 2 1 1 .
        5 1 1 1 2 1 2 2
        6 2 1 2 2 1 1 2
        """
      Quando o resolvedor pontua cada coluna
      Então as colunas com espaço, 1 2 4 7, valem 5 -5 1 -5

    # O jogador 1 ganha logo na coluna 1: (3,1) completa a linha 3 de (3,1) a (3,4). O jogador 2
    # ameaça (1,4), que completaria a linha 1 de (1,3) a (1,6), mas uma vitória agora termina o jogo
    # antes.
    Cenário: O agente perfeito ganha logo em vez de bloquear uma ameaça
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . 2 . 2 2 .
        2 . . 2 1 1 1 .
        3 . 1 1 1 2 2 .
        4 1 2 2 2 1 1 .
        5 1 1 1 2 1 2 2
        6 2 1 2 2 1 1 2
        """
      Quando o agente perfeito escolhe uma coluna para o jogador 1
      Então escolhe a coluna 1
      E o jogo fica inalterado

    # O jogador 1 não pode ganhar logo, e o jogador 2 ameaça (3,4), que completaria a diagonal (6,1)
    # (5,2) (4,3) (3,4). Qualquer coluna exceto a 4 deixa o jogador 2 ganhar com a peça seguinte.
    Cenário: O agente perfeito bloqueia a ameaça do adversário
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 1 2 . . . . 2
        2 2 1 . . 1 . 2
        3 1 1 . . 2 . 1
        4 1 2 2 2 1 2 1
        5 1 2 1 1 2 1 1
        6 2 1 2 2 2 1 2
        """
      Quando o agente perfeito escolhe uma coluna para o jogador 1
      Então escolhe a coluna 4
      E o jogo fica inalterado

    # Joga o jogador 2, com 29 peças jogadas. O jogador 1 tem três peças na coluna 7, de (3,7) a
    # (5,7): qualquer coluna menos a 7 deixa o jogador 1 completá-la em (2,7) com a sua peça
    # seguinte, a 16.ª, o que vale 22 - 16 = 6 para o jogador 1, -6 para o jogador 2. A coluna 7
    # bloqueia-a; o jogador 1 ganha na mesma, mas só com a sua 17.ª peça: -5. Perder mais tarde é
    # melhor, por isso o agente perfeito bloqueia, mesmo com o jogo perdido de qualquer maneira.
    Cenário: O agente perfeito adia uma derrota que não pode evitar
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . 1 . 2 . . .
        2 . 2 . 2 . . .
        3 1 1 . 1 2 2 1
        4 1 2 . 1 1 2 1
        5 2 2 . 1 2 1 1
        6 2 1 2 2 1 1 2
        """
      Quando o agente perfeito escolhe uma coluna para o jogador 2
      Então escolhe a coluna 7
      E o jogo fica inalterado

    # Com menos de 13 discos o agente perfeito responde pelo seu livro de aberturas, as pontuações
    # do resolvedor das posições a que as suas próprias jogadas levam, calculadas de uma vez. Na
    # grelha vazia a coluna 4 é a única primeira jogada que ganha (com o último disco do jogador 1:
    # pontuação 1); as colunas 3 e 5 empatam, as outras perdem.
    Cenário: Com o seu livro de aberturas, o agente perfeito abre na coluna do centro
      Dado um novo jogo
      Quando o agente perfeito com o seu livro de aberturas escolhe uma coluna para o jogador 1
      Então escolhe a coluna 4
      E o jogo fica inalterado

    # O jogador 1 joga, com 12 discos jogados. O resolvedor pontua a coluna 3 com 11 (o jogador 1
    # ganha com o seu 11.º disco), a coluna 2 com 10, as colunas 1, 4, 5 e 7 com 4 e a coluna 6 com
    # -12: a coluna 3 é a única melhor. O livro guarda esta posição como a sua imagem ao espelho, a
    # grelha lida da direita para a esquerda, e o agente tem de virar a coluna do livro: não a 5.
    Cenário: Com o seu livro de aberturas, o agente perfeito joga a única melhor coluna de uma posição que o livro guarda ao espelho
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 . . . . . . .
        2 . . . 1 . . .
        3 . . . 2 . . .
        4 . 1 . 1 . . .
        5 . 1 1 2 . . 2
        6 . 2 2 1 . . 2
        """
      Quando o agente perfeito com o seu livro de aberturas escolhe uma coluna para o jogador 1
      Então escolhe a coluna 3
      E o jogo fica inalterado

    Cenário: O agente perfeito recusa jogar pelo jogador de quem não é a vez
      Dada a grelha
        """
          1 2 3 4 5 6 7
        1 1 2 . . . . 2
        2 2 1 . . 1 . 2
        3 1 1 . . 2 . 1
        4 1 2 2 2 1 2 1
        5 1 2 1 1 2 1 1
        6 2 1 2 2 2 1 2
        """
      Quando o agente perfeito escolhe uma coluna para o jogador 2
      Então o agente recusa porque é a vez do jogador 1
      E o jogo fica inalterado
