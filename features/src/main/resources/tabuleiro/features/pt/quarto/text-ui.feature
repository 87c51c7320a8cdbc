# language: pt
Funcionalidade: A interface de texto
  A interface de texto joga o jogo do enunciado ao teclado. Antes de cada jogada desenha o
  tabuleiro e lista as peças ainda por jogar, cada uma com uma letra. Quem escolhe escreve a
  letra de uma peça, em maiúscula ou minúscula; o jogador da vez escreve uma casa, coluna e
  linha por qualquer ordem. O que for escrito mal tem como resposta o que se espera, e a mesma
  pergunta é feita de novo ao mesmo jogador; ajuda (ou help, ou ?) em qualquer pergunta diz o
  que ela espera. Escrever z em qualquer pergunta volta ao menu, que oferece as regras, um jogo
  e a saída; sair (ou quit) em qualquer pergunta, ou o fim da entrada, termina o programa.
  Nestes exemplos os dois lugares estão ao teclado, o jogo é o do enunciado e o jogador 1
  coloca primeiro, por isso é o jogador 2 que escolhe a primeira peça.

  @QUARTO-13 @ex05
  Regra: As peças por jogar aparecem numa lista com uma letra cada, e quem escolhe indica uma pela sua letra
    Cada peça tem uma letra, de a a p, durante todo o jogo: o seu lugar no conjunto, grande
    antes de pequena, branca antes de preta, redonda antes de quadrada, maciça antes de oca. A
    lista mantém cada peça no seu lugar, por isso uma peça jogada deixa um espaço, e quem escolhe
    pode escrever a letra em maiúscula ou minúscula. (O enunciado voltava a dar letras a partir
    de a às peças que restavam antes de cada jogada, por isso a letra de uma peça mudava à medida
    que outras eram jogadas; aqui as letras podem ser decoradas.)

    Exemplo: Cada peça mantém a sua letra, e o seu lugar na lista, quando outras são jogadas
      Dado que os jogadores escrevem
        """
        a
        a1
        z
        """
      Quando jogam um jogo na interface de texto
      Então o ecrã lista
        """
        Peças por jogar:
           a:(B!  b:(B;  c:[B!  d:[B;
           e:(P!  f:(P;  g:[P!  h:[P;
           i:(b!  j:(b;  k:[b!  l:[b;
           m:(p!  n:(p;  o:[p!  p:[p;
        """
      E o ecrã lista
        """
        Peças por jogar:
                  b:(B;  c:[B!  d:[B;
           e:(P!  f:(P;  g:[P!  h:[P;
           i:(b!  j:(b;  k:[b!  l:[b;
           m:(p!  n:(p;  o:[p!  p:[p;
        """
      E A1 tem (B!

    Exemplo: Uma letra continua a indicar a mesma peça depois de a peça antes dela ser jogada
      Dado que os jogadores escrevem
        """
        a
        a1
        b
        b1
        p
        c1
        z
        """
      Quando jogam um jogo na interface de texto
      Então A1 tem (B!
      E B1 tem (B;
      E C1 tem [p;

    Exemplo: Uma peça indica-se pela sua letra em maiúscula ou minúscula
      Dado que os jogadores escrevem
        """
        C
        b2
        d
        c3
        z
        """
      Quando jogam um jogo na interface de texto
      Então B2 tem [B!
      E C3 tem [B;

  @QUARTO-14 @ex05
  Regra: O que se escreve mal nunca acaba nem estraga o jogo: a resposta diz o que se espera, e a pergunta repete-se

    Exemplo: Uma peça indica-se por exatamente uma letra
      Dado que os jogadores escrevem
        """
        ab
        a
        a1
        z
        """
      Quando jogam um jogo na interface de texto
      Então o ecrã mostra "Tente de novo: escreva exatamente uma letra; uma peça indica-se por uma letra de a a p."
      E a seguir é feita de novo a mesma pergunta
      E A1 tem (B!

    Exemplo: Com uma só peça por jogar, a letra de uma peça jogada tem como resposta a letra da última peça
      Dado que os jogadores escrevem
        """
        a
        a1
        b
        b1
        c
        c1
        m
        d1
        d
        a2
        n
        b2
        e
        c2
        f
        d2
        g
        a3
        i
        b3
        k
        c3
        l
        d3
        p
        a4
        o
        b4
        h
        c4
        a
        j
        d4
        z
        """
      Quando jogam um jogo na interface de texto
      Então o ecrã mostra "que já está no tabuleiro; a única peça que resta é a j."
      E a seguir é feita de novo a mesma pergunta
      E D4 tem (b;

    Esquema do Cenário: Um carácter que não indica nenhuma peça da lista: <escrito>
      Dado que os jogadores escrevem
        """
        <escrito>
        a
        a1
        z
        """
      Quando jogam um jogo na interface de texto
      Então o ecrã mostra "Tente de novo: uma peça indica-se por uma letra de a a p, mas foi escrito <escrito>."
      E a seguir é feita de novo a mesma pergunta
      E A1 tem (B!

      Exemplos:
        | escrito |
        | q       |
        | 1       |

    Exemplo: Uma linha fora de 1 a 4
      Dado que os jogadores escrevem
        """
        a
        a5
        a1
        z
        """
      Quando jogam um jogo na interface de texto
      Então o ecrã mostra "Tente de novo: a linha é um algarismo de 1 a 4, mas foi escrito 5."
      E a seguir é feita de novo a mesma pergunta
      E A1 tem (B!

    Exemplo: Uma coluna fora de A a D
      Dado que os jogadores escrevem
        """
        a
        1e
        1a
        z
        """
      Quando jogam um jogo na interface de texto
      Então o ecrã mostra "Tente de novo: a coluna é uma letra de A a D, mas foi escrito e."
      E a seguir é feita de novo a mesma pergunta
      E A1 tem (B!

    Esquema do Cenário: Uma casa mal escrita tem como resposta o que está mal nela: <escrito>
      Dado que os jogadores escrevem
        """
        a
        <escrito>
        a1
        z
        """
      Quando jogam um jogo na interface de texto
      Então o ecrã mostra '<resposta>'
      E a seguir é feita de novo a mesma pergunta
      E A1 tem (B!

      Exemplos:
        | escrito | resposta                                                                                                                                           |
        | a0      | Tente de novo: a linha é um algarismo de 1 a 4, mas foi escrito 0.                                                                                 |
        | e4      | Tente de novo: a coluna é uma letra de A a D, mas foi escrito e.                                                                                   |
        | 11      | Tente de novo: uma casa é a letra da coluna, de A a D, e o algarismo da linha, de 1 a 4, por qualquer ordem, como A1 ou 1a, mas foi escrito "11".  |
        | AB      | Tente de novo: uma casa é a letra da coluna, de A a D, e o algarismo da linha, de 1 a 4, por qualquer ordem, como A1 ou 1a, mas foi escrito "AB".  |
        | a11     | Tente de novo: uma casa é a letra da coluna, de A a D, e o algarismo da linha, de 1 a 4, por qualquer ordem, como A1 ou 1a, mas foi escrito "a11". |

    Exemplo: Uma casa ocupada tem como resposta a peça que lá está, por extenso
      Dado que os jogadores escrevem
        """
        a
        a1
        b
        A1
        b1
        z
        """
      Quando jogam um jogo na interface de texto
      Então o ecrã mostra "Tente de novo: a casa A1 está ocupada pela peça grande branca redonda maciça; escolha uma casa vazia."
      E a seguir é feita de novo a mesma pergunta
      E A1 tem (B!
      E B1 tem (B;

    Exemplo: A letra de uma peça já jogada tem como resposta a peça que indicava
      Dado que os jogadores escrevem
        """
        a
        a1
        A
        b
        b1
        z
        """
      Quando jogam um jogo na interface de texto
      Então o ecrã mostra "Tente de novo: A indica a peça grande branca redonda maciça, que já está no tabuleiro; uma peça indica-se por uma letra de b a p."
      E a seguir é feita de novo a mesma pergunta
      E A1 tem (B!
      E B1 tem (B;

    Exemplo: Depois de jogadas algumas peças, a resposta indica as letras que restam
      Dado que os jogadores escrevem
        """
        a
        a1
        c
        c1
        q
        b
        b1
        z
        """
      Quando jogam um jogo na interface de texto
      Então o ecrã mostra "Tente de novo: uma peça indica-se por uma das letras b, d a p, mas foi escrito q."
      E a seguir é feita de novo a mesma pergunta
      E B1 tem (B;

    Exemplo: ajuda numa pergunta diz o que ela espera, e a mesma pergunta é feita de novo
      Dado que os jogadores escrevem
        """
        a
        ajuda
        a1
        z
        """
      Quando jogam um jogo na interface de texto
      Então o ecrã mostra "Indique uma casa vazia para a peça grande branca redonda maciça: a letra da coluna, de A a D, e o algarismo da linha, de 1 a 4, por qualquer ordem, em maiúsculas ou minúsculas, como A1 ou 1a."
      E a seguir é feita de novo a mesma pergunta
      E A1 tem (B!

  @QUARTO-15 @ex05
  Regra: z em qualquer pergunta volta ao menu, e sair ou quit termina; o menu oferece as regras, um jogo e a saída
    O z do enunciado mantém-se: num jogo volta ao menu, e no menu sai. As palavras que terminam
    todos os jogos do curso, sair e quit, terminam o programa em qualquer pergunta, tal como o
    fim da entrada, e dizem-no.

    Exemplo: z na pergunta da peça volta ao menu
      Dado que os jogadores escrevem
        """
        b
        a
        a1
        z
        z
        """
      Quando usam o menu
      Então o ecrã mostra "O jogador 1 desistiu. De volta ao menu."
      E o ecrã mostra o menu 2 vezes
      E o ecrã mostra "Até breve!"
      E A1 tem (B!

    Exemplo: z na pergunta da casa volta ao menu
      Dado que os jogadores escrevem
        """
        b
        a
        a1
        b
        Z
        z
        """
      Quando usam o menu
      Então o ecrã mostra "O jogador 2 desistiu. De volta ao menu."
      E o ecrã mostra o menu 2 vezes
      E A1 tem (B!

    Exemplo: O menu mostra as regras, joga um jogo, e sai
      Dado que os jogadores escrevem
        """
        a
        b
        a
        a1
        z
        z
        """
      Quando usam o menu
      Então o ecrã mostra "O Quarto joga-se a dois, num tabuleiro 4x4 com 16 peças. Cada peça é grande ou"
      E o ecrã mostra o menu 3 vezes
      E o ecrã mostra "Até breve!"
      E A1 tem (B!

    Exemplo: Qualquer outra coisa no menu tem como resposta o que escrever
      Dado que os jogadores escrevem
        """
        x
        bb
        b
        a
        a1
        z
        z
        """
      Quando usam o menu
      Então o ecrã mostra "Tente de novo: escreva apenas a, b ou z."
      E o ecrã mostra o menu 4 vezes
      E A1 tem (B!

    Exemplo: sair ou quit num jogo termina o programa
      Dado que os jogadores escrevem
        """
        b
        a
        a1
        quit
        b
        """
      Quando usam o menu
      Então o ecrã mostra "O jogador 1 desistiu."
      E o ecrã mostra "Até breve!"
      E o ecrã mostra o menu 1 vez
      E A1 tem (B!

    Exemplo: O fim da entrada no menu diz que a entrada terminou
      Dado que os jogadores escrevem
        """
        b
        a
        a1
        z
        """
      Quando usam o menu
      Então o ecrã mostra "A entrada terminou. Até breve!"
      E o ecrã mostra o menu 2 vezes
      E A1 tem (B!
