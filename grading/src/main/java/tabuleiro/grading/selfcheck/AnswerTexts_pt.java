package tabuleiro.grading.selfcheck;

import java.util.ListResourceBundle;

/** The self-check's words on the games with the reference's answers, in Portuguese. */
public class AnswerTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"answers.none", "Jogos com as respostas da referência: não jogados, não há livro"
                        + " de respostas junto deste verificador (um kit de estudante tem um em"
                        + " tools/answers/, a menos que tenha sido feito sem a referência): só os"
                        + " jogos aleatórios abaixo verificam o seu motor, contra ele próprio."},
            {"answers.unreadable", "Jogos com as respostas da referência: não jogados (não se"
                        + " consegue ler {0}: {1})."},
            {"answers.unreached", "Jogos com as respostas da referência: não jogados, pois"
                        + " nenhuma das suas perguntas é sobre uma regra verificada aqui ({0});"
                        + " ./check sem --exercise joga-os."},
            {"answers.reached", "(Jogados, pois as suas perguntas chegam a regras verificadas"
                        + " aqui: {0}.)"},
            {"answers.seed", "Jogos com as respostas da referência: o kit tem as sementes 1 a"
                        + " {1}, não {0}; os jogos aleatórios abaixo jogam a semente {0}."},
            {"answers.timeout", "Jogos com as respostas da referência: não terminaram em {0} s"
                        + " (um ciclo que nunca acaba?). O avaliador também para os jogos de"
                        + " uma submissão no seu limite de tempo."},
            {"answers.same", "Jogos com as respostas da referência: {0} a partir da semente {1},"
                        + " jogados pelo seu motor, {2} respostas, todas as da referência."},
            {"answers.differ", "Jogos com as respostas da referência: {0} a partir da semente"
                        + " {1}, jogados pelo seu motor: {2,choice,1#1 regra respondida|1<{2}"
                        + " regras respondidas} de outro modo que a referência."},
            {"answers.stubs", "{0,choice,1#1 jogo parou|1<{0} jogos pararam} num método ainda"
                        + " por escrever ({1}): não comparados para além dele, nem contados como"
                        + " cumpridos."},
            {"answers.stubs.only", "Jogos com as respostas da referência: {0} a partir da semente"
                        + " {1}, jogados pelo seu motor; nenhum foi comparado até ao fim."},
            {"answers.fewer", "(Pediu {0} jogos; o kit tem {1} a partir da semente {2}, e"
                        + " jogou-os todos.)"},
            {"answers.grader", "O avaliador joga jogos deste tipo, outros (nunca avalia com uma"
                        + " semente do kit), e compara cada resposta do mesmo modo: uma regra que"
                        + " eles quebram perde lá {0} dos seus pontos, por muitos que sejam os"
                        + " jogos que a perguntam e discordam."},
            {"answers.exercise", "exercício {0}"},
            {"answers.title", "### {0} — {1}: jogo {2} da semente {3}"},
            {"answers.start.new", "O jogo: um jogo novo."},
            {"answers.start.dealt", "O jogo: distribuído pela sonda a partir da semente {0}"
                        + " ({1})."},
            {"answers.start.end", "O jogo: um final que a sonda monta a partir da semente {0}"
                        + " ({1})."},
            {"answers.moves", "Lances desde o início: {0}"},
            {"answers.nomoves", "nenhum"},
            {"answers.board", "O tabuleiro (o da referência) depois desses lances:"},
            {"answers.notation", "O seu FEN: {0}"},
            {"answers.question", "A pergunta: {0} ({1})"},
            {"answers.actual", "O seu motor respondeu: {0}"},
            {"answers.expected", "A referência respondeu: {0}"},
            {"answers.list", "O seu motor respondeu {0}, a referência {1}; {2} deles em ambos."
                        + " O que difere:"},
            {"answers.list.actual", "Só o seu motor ({0}):"},
            {"answers.list.expected", "Só a referência ({0}):"},
            {"answers.list.none", "nenhum"},
            {"answers.list.more", "… e mais {0}"},
            {"answers.paste", "Um cenário que o mostra, para colar no fim de"
                        + " {0}/mine.feature, o ficheiro dos seus próprios cenários (./check"
                        + " --tags @{1} corre-o com os da regra, e mvn test"
                        + " -Dcucumber.filter.tags=@{1} também):"},
            {"answers.noscenario", "O livro de regras não tem um passo que faça só esta"
                        + " pergunta, por isso não há cenário para colar: os lances, o tabuleiro"
                        + " e as duas respostas acima mostram onde o seu motor e a regra se"
                        + " separam."},
            {"answers.again", "Os mesmos jogos outra vez: {0}"},
            {"question", "a resposta a \"{0}\" depois do último lance"},
            {"question.board", "o tabuleiro depois do último lance"},
            {"question.turn", "de quem é a vez"},
            {"question.over", "se o jogo acabou"},
            {"question.winner", "quem ganhou"},
            {"question.legal", "os lances legais"},
            {"question.play", "se o lance é jogado"},
            {"question.fen", "a posição em FEN"},
            {"question.property", "se isto se cumpre: {0}"},
        };
    }
}
