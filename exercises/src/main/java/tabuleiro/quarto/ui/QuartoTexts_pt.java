package tabuleiro.quarto.ui;

import java.util.ListResourceBundle;

/** The Quarto text UI's words in Portuguese; {@link QuartoTexts} in English. */
public class QuartoTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"rules", "O Quarto joga-se a dois, num tabuleiro 4x4 com 16 peças. Cada peça é"
                        + " grande ou\npequena, branca ou preta, redonda ou quadrada, maciça ou"
                        + " oca, e não há duas iguais.\nAs peças não pertencem a nenhum dos"
                        + " jogadores.\n\n"
                        + "Um dado decide quem coloca primeiro. Em cada jogada, um jogador escolhe"
                        + " uma peça\nainda por jogar e o outro coloca-a numa casa vazia. Depois"
                        + " trocam de papéis.\n\n"
                        + "Ganha o jogador que coloca a peça que completa uma linha, uma coluna,"
                        + " uma diagonal\nou (no jogo por omissão) um quadrado 2x2 de quatro"
                        + " peças com um atributo em comum\n(todas grandes, todas pretas, ...)."
                        + " Com o tabuleiro cheio e sem vencedor, é empate.\n\n"
                        + "As peças escrevem-se com três caracteres: ( redonda ou [ quadrada; B"
                        + " grande branca,\nb pequena branca, P grande preta, p pequena preta; !"
                        + " maciça ou ; oca. Cada peça\nmantém a sua letra, de a a p, durante"
                        + " todo o jogo. As casas indicam-se pela letra da\ncoluna e pelo"
                        + " algarismo da linha, por qualquer ordem: A1 ou 1a.\n\n"
                        + "Em qualquer pergunta, ajuda (ou help, ?) diz o que se espera, z volta"
                        + " ao menu e\nsair (ou quit) termina o programa."},
            {"menu.title", "Quarto!"},
            {"menu.rules", "a: Regras"},
            {"menu.play", "b: Jogar"},
            {"menu.exit", "z: Sair"},
            {"menu.question", "Opção? "},
            {"menu.help", "Escreva a para ler as regras, b para jogar, z para sair."},
            {"menu.again", "Tente de novo: escreva apenas a, b ou z."},
            {"goodbye", "Até breve!"},
            {"input.ended", "A entrada terminou. Até breve!"},
            {"game.new", "Novo jogo. Jogador 1: {0}. Jogador 2: {1}. O jogador {2} coloca"
                        + " primeiro."},
            {"seat.human", "humano"},
            {"seat.random", "agente aleatório"},
            {"seat.strong", "agente forte"},
            {"seat.other", "agente"},
            {"pieces.heading", "Peças por jogar:"},
            {"chooses", "O jogador {0} escolhe {1} para o jogador {2}."},
            {"places", "O jogador {0} coloca {1} em {2}."},
            {"wins", "O jogador {0} ganha com {1}."},
            {"draw", "Empate: o tabuleiro está cheio."},
            {"win", "{0}, todas {1}"},
            {"group.row", "a linha {0}"},
            {"group.column", "a coluna {0}"},
            {"group.diagonal", "a diagonal {0}"},
            {"group.square", "o quadrado {0}"},
            {"and", "e"},
            {"piece", "{0} {1} {2} {3}"},
            {"trait.TALL", "grande"},
            {"trait.SHORT", "pequena"},
            {"trait.LIGHT", "branca"},
            {"trait.DARK", "preta"},
            {"trait.ROUND", "redonda"},
            {"trait.SQUARE", "quadrada"},
            {"trait.SOLID", "maciça"},
            {"trait.HOLLOW", "oca"},
            {"all.TALL", "grandes"},
            {"all.SHORT", "pequenas"},
            {"all.LIGHT", "brancas"},
            {"all.DARK", "pretas"},
            {"all.ROUND", "redondas"},
            {"all.SQUARE", "quadradas"},
            {"all.SOLID", "maciças"},
            {"all.HOLLOW", "ocas"},
            {"piece.question", "Jogador {0}, que peça para o jogador {1}? (letra; z: menu;"
                        + " ajuda) "},
            {"piece.help", "Escolha a peça que o jogador {0} coloca a seguir: escreva a sua letra,"
                        + " maiúscula ou minúscula; {1}."},
            {"piece.one.letter", "Tente de novo: escreva exatamente uma letra; {0}."},
            {"piece.unknown", "Tente de novo: {0}, mas foi escrito {1}."},
            {"piece.played", "Tente de novo: {0} indica a peça {1}, que já está no tabuleiro;"
                        + " {2}."},
            {"letters.range", "uma peça indica-se por uma letra de {0}"},
            {"letters.list", "uma peça indica-se por uma das letras {0}"},
            {"letters.only", "a única peça que resta é a {0}"},
            {"letters.run", "{0} a {1}"},
            {"square.question", "Jogador {0}, onde coloca {1} ? (como A1 ou 1a; z: menu; ajuda) "},
            {"square.help", "Indique uma casa vazia para a peça {0}: a letra da coluna, de A a D,"
                        + " e o algarismo da linha, de 1 a 4, por qualquer ordem, em maiúsculas"
                        + " ou minúsculas, como A1 ou 1a. Vazias agora: {1}."},
            {"square.column", "Tente de novo: a coluna é uma letra de A a D, mas foi escrito"
                        + " {0}."},
            {"square.row", "Tente de novo: a linha é um algarismo de 1 a 4, mas foi escrito {0}."},
            {"square.other", "Tente de novo: uma casa é a letra da coluna, de A a D, e o algarismo"
                        + " da linha, de 1 a 4, por qualquer ordem, como A1 ou 1a, mas foi"
                        + " escrito \"{0}\"."},
            {"square.taken", "Tente de novo: a casa {0} está ocupada pela peça {1}; escolha uma"
                        + " casa vazia."},
            {"back.help", "Escreva z para voltar ao menu."},
            {"quit", "O jogador {0} desistiu."},
            {"quit.to.menu", "O jogador {0} desistiu. De volta ao menu."},
            {"input.ended.in.game", "A entrada terminou antes do jogo."},
            {"broken.endless", "O motor do jogo já recebeu 16 peças e continua a dizer que o jogo"
                        + " não acabou: o motor está avariado."},
            {"broken.piece", "O jogador {0} ({1}) escolheu a peça {2}, que não está entre as"
                        + " peças por jogar: o agente está avariado."},
            {"broken.no.piece", "O jogador {0} ({1}) não escolheu nenhuma peça: o agente está"
                        + " avariado."},
            {"broken.square", "O jogador {0} ({1}) escolheu a casa {2}, que não está vazia: o"
                        + " agente está avariado."},
            {"broken.no.square", "O jogador {0} ({1}) não escolheu nenhuma casa: o agente está"
                        + " avariado."},
            {"broken.agent", "O jogador {0} ({1}) avariou: {2}"},
            {"engine.broke", "O motor do jogo avariou: {0}"},
            {"game.stops", "O jogo fica por aqui."},
            // The text equivalent of SvgQuartoBoard's picture of a board.
            {"picture.title", "Tabuleiro do Quarto: {0,choice,0#nenhuma peça|1#1 peça, {1}|1<{0}"
                        + " peças, {1}}"},
            {"picture.on", "{0} em {1}"},
        };
    }
}
