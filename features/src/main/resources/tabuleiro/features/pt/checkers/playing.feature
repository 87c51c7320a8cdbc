# language: pt
Funcionalidade: Jogar ao teclado
  O jogador escreve uma jogada inteira (22-18, 16x23x30), ou a casa onde está uma peça e depois
  para onde vai. Uma captura de vários saltos joga-se um salto de cada vez: depois de cada salto
  a partir do qual a peça pode voltar a saltar, pergunta-se ao jogador se continua, e só se lhe
  oferece parar onde as regras o permitem. Uma casa escreve-se pelo seu número ou pelas
  coordenadas das margens do tabuleiro (c3). Os comandos escrevem-se em português ou em inglês:
  parar ou stop, desistir ou resign, voltar ou back.

  @CHECKERS-22 @ex05
  Regra: Uma jogada de vários saltos é anunciada, e depois jogada um salto de cada vez
    Quando a origem e o destino escolhidos só se alcançam com mais do que um salto, o jogador é
    avisado disso e depois joga os saltos um de cada vez.

    Exemplo: Uma captura de dois saltos joga-se salto a salto
      Dadas as regras clássicas
      E a posição "W:W22:B18,11,1"
      Quando o jogador escreve:
        """
        22 8
        15
        8
        """
      Então o ecrã mostra "Esta jogada precisa de 2 saltos: jogue-os um de cada vez."
      E as jogadas feitas são 22x15x8

    Exemplo: Um salto que não está no caminho é respondido
      Dadas as regras clássicas
      E a posição "W:W22:B18,11,1"
      Quando o jogador escreve:
        """
        22 8
        9
        15
        8
        """
      Então o ecrã mostra "não é uma das casas para onde esta captura pode saltar"
      E as jogadas feitas são 22x15x8

    Exemplo: Uma captura de vários saltos também se pode escrever inteira
      Dadas as regras simplificadas
      E a posição "B:W17,18,19,20,22,25,26,32:B5,6,11,12,13,15,16"
      Quando o jogador escreve:
        """
        16x23x30x21x14x23
        """
      Então as jogadas feitas são 16x23x30x21x14x23
      E o ecrã mostra "Jogam as Brancas"

  @CHECKERS-23 @ex08
  Regra: Uma vez acaba depois de uma jogada simples, de uma captura acabada ou interrompida, ou de uma desistência
    A vez acaba depois de uma jogada simples; depois de uma captura quando não é possível
    capturar mais; depois de uma captura que o jogador decide interromper, onde a captura não é
    obrigatória; ou quando o jogador desiste.

    Exemplo: Uma jogada simples acaba a vez
      Dadas as regras simplificadas
      E a posição "W:W22:B1"
      Quando o jogador escreve:
        """
        22 18
        """
      Então as jogadas feitas são 22-18
      E o ecrã mostra "Jogam as Pretas"

    Exemplo: Nas regras simplificadas uma captura pode parar depois do primeiro salto
      Dadas as regras simplificadas
      E a posição "W:W22:B18,11,1"
      Quando o jogador escreve:
        """
        22 8
        15
        stop
        """
      Então as jogadas feitas são 22x15
      E o ecrã mostra "Jogam as Pretas"

    Exemplo: Nas regras simplificadas pergunta-se ao jogador, depois de cada salto, se continua
      Dadas as regras simplificadas
      E a posição "B:W17,18,19,20,22,25,26,32:B5,6,11,12,13,15,16"
      Quando o jogador escreve:
        """
        16 23
        30
        21
        14
        23
        """
      Então o ecrã mostra "A peça em 23 pode saltar de novo: continuar (30) ou parar?"
      E o ecrã mostra "A peça em 14 pode saltar de novo: continuar (23) ou parar?"
      E as jogadas feitas são 16x23x30x21x14x23

    Exemplo: Nas regras clássicas não se oferece parar uma captura que tem de continuar
      Dadas as regras clássicas
      E a posição "W:W22:B18,11,1"
      Quando o jogador escreve:
        """
        22 15
        8
        """
      Então o ecrã mostra "Saltar de 15 para que casa (8)?"
      E o ecrã não mostra "ou parar"
      E as jogadas feitas são 22x15x8

    Exemplo: Nas regras clássicas parar é recusado enquanto a captura pode continuar
      Dadas as regras clássicas
      E a posição "W:W22:B18,11,1"
      Quando o jogador escreve:
        """
        22 8
        15
        stop
        8
        """
      Então o ecrã mostra "A captura não pode parar aqui"
      E as jogadas feitas são 22x15x8

    Exemplo: Um jogador desiste quando lhe perguntam para onde vai a peça
      Dadas as regras simplificadas
      E a posição "W:W22:B18,11,1"
      Quando o jogador escreve:
        """
        22
        resign
        """
      Então ganham as Pretas por desistência

    Exemplo: Um jogador desiste a meio de uma captura
      Dadas as regras simplificadas
      E a posição "W:W22:B18,11,1"
      Quando o jogador escreve:
        """
        22 8
        resign
        """
      Então ganham as Pretas por desistência
