package tabuleiro.grading.selfcheck;

import java.util.ListResourceBundle;

/** What {@code check --debug} says in Portuguese; see {@link DebugTexts}. */
public class DebugTexts_pt extends ListResourceBundle {

    /**
     * The texts by key.
     *
     * @return pairs of key and {@code MessageFormat} pattern
     */
    @Override
    protected Object[][] getContents() {
        return new Object[][] {
            {"waiting", "A verificação espera por um depurador na porta {0}: ligue o seu IDE a"
                        + " localhost:{0} (IntelliJ IDEA: uma configuração Remote JVM Debug;"
                        + " VS Code: Run and Debug, \"Attach to ./check --debug\"; Eclipse: uma"
                        + " Remote Java Application), com um ponto de paragem no seu código. As"
                        + " regras correm quando ele se ligar; Ctrl+C acaba a espera."},
            {"untimed", "Com --debug a verificação não tem limite de tempo (nem de cenário, nem"
                        + " do projeto inteiro, nem do estilo), por isso um ponto de paragem pode"
                        + " segurá-la o tempo que precisar; um ciclo que nunca acaba corre até"
                        + " Ctrl+C."},
            {"port.in.use", "A porta {0} está ocupada, por isso a verificação não pode esperar"
                        + " aí por um depurador: outro ./check --debug pode estar ainda à espera"
                        + " (pare-o com Ctrl+C), ou outro programa tem a porta. Indique uma porta"
                        + " livre, como em ./check --debug {1}, e ligue o seu IDE a essa."},
            {"port.range", "--debug recebe uma porta de 1 a 65535, como 5005, mas recebeu {0}"},
        };
    }
}
