# language: pt
Funcionalidade: Contar
  O contador do exemplo do gerador, em português: a mesma regra, a mesma etiqueta e o mesmo
  exemplo que a árvore inglesa do teste.

  @ex01 @DEMO-01
  Regra: Uma contagem começa em zero
    Exemplo: nova
      Então a contagem é 0
