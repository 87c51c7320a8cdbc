# language: pt
Funcionalidade: As peças
  O Quarto tem dezasseis peças, e cada uma tem quatro atributos com dois valores cada: grande ou
  pequena, branca ou preta, redonda ou quadrada, maciça ou oca. Não há duas peças iguais, por
  isso o conjunto é exatamente o das dezasseis combinações. O enunciado escreve uma peça com três
  caracteres: a forma, uma letra para a cor e o tamanho, e o preenchimento.

  @QUARTO-02 @ex01
  Regra: Há 16 peças, cada uma grande ou pequena, branca ou preta, redonda ou quadrada, maciça ou oca, e não há duas iguais

    Exemplo: O conjunto tem dezasseis peças, sem duas iguais
      Quando pego no conjunto das peças
      Então há 16 peças, sem duas iguais

    Exemplo: Cada combinação dos quatro atributos está no conjunto, uma vez
      Quando pego no conjunto das peças
      Então cada uma das 16 combinações de tamanho, cor, forma e preenchimento está lá uma vez

    Exemplo: O conjunto vem pela ordem do enunciado: grande antes de pequena, branca antes de preta, redonda antes de quadrada, maciça antes de oca
      Quando pego no conjunto das peças
      Então as peças são, por ordem, (B! (B; [B! [B; (P! (P; [P! [P; (b! (b; [b! [b; (p! (p; [p! [p;

    Exemplo: Pegar de novo no conjunto não dá uma décima sétima peça: são as mesmas dezasseis
      Quando pego no conjunto das peças duas vezes
      Então há 16 peças, sem duas iguais
      E o segundo conjunto é o primeiro, pela mesma ordem

  @QUARTO-11 @ex01
  Regra: Uma peça escreve-se com três caracteres: a forma, depois a cor e o tamanho, depois o preenchimento
    A forma é ( redonda ou [ quadrada; a letra é B grande branca, b pequena branca, P grande
    preta ou p pequena preta; o preenchimento é ! maciça ou ; oca. Um texto que não seja três
    destes caracteres não indica nenhuma peça.

    Esquema do Cenário: Cada atributo aparece na notação
      Quando a peça <peça> é escrita na notação
      Então escreve-se "<notação>"

      Exemplos:
        | peça                           | notação |
        | grande branca redonda maciça   | (B!     |
        | pequena preta quadrada oca     | [p;     |
        | grande preta quadrada maciça   | [P!     |
        | pequena branca redonda oca     | (b;     |
        | pequena branca quadrada maciça | [b!     |

    Esquema do Cenário: A notação lê-se de volta como a peça que indica
      Quando "<notação>" é lido como uma peça
      Então é a peça <peça>

      Exemplos:
        | notação | peça                         |
        | (P;     | grande preta redonda oca     |
        | [B;     | grande branca quadrada oca   |
        | (p!     | pequena preta redonda maciça |

    Exemplo: As dezasseis peças escrevem-se todas de maneira diferente, e cada uma lê-se de volta como ela própria
      Quando cada peça do conjunto é escrita e lida de volta
      Então as 16 notações são todas diferentes
      E cada uma é lida de volta como a peça de onde foi escrita

    Esquema do Cenário: Um texto que não seja três caracteres da notação não indica nenhuma peça
      Quando "<texto>" é lido como uma peça
      Então o texto é recusado porque <razão>

      Exemplos:
        | texto | razão                                   |
        | (B    | uma peça escreve-se com três caracteres |
        | (B!!  | uma peça escreve-se com três caracteres |
        | {B!   | a forma é ( ou [                        |
        | (X!   | a cor e o tamanho são B, b, P ou p      |
        | (B?   | o preenchimento é ! ou ;                |
