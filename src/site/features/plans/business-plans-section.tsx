import { cityLabel } from "../../../domain";
import { ChatButton } from "../../../ui/components/chat-button";
import { Icon } from "../../../ui/components/icon";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../ui/components/tabs";
import { inCity } from "../../../ui/lib/contact";
import { useCity } from "../../components/city/city-context";
import {
  type CityBusinessPlansAnswer,
  cityBusinessPlansPath,
  useCityData,
} from "../../components/city/use-city-data";
import { ChooseCityPrompt, CityOfferGrid, PlansHeading } from "./plan-states";

/** '/empresas': the chosen city's business plans, fetched again whenever the city changes. */
export function BusinessPlansSection({ whatsappNumber }: { whatsappNumber: string }) {
  const { city } = useCity();
  // A failure is only logged (SPEC §8): the section then says there is nothing to show.
  const { status, data } = useCityData<CityBusinessPlansAnswer>(cityBusinessPlansPath);
  const plans = data?.plans ?? [];

  return (
    <section aria-labelledby="planos-empresariais-titulo" className="bg-muted/40 py-14">
      <div className="mx-auto max-w-7xl px-4">
        <PlansHeading id="planos-empresariais-titulo">
          {city ? `Planos empresariais para ${city.name}` : "Aproveite nossas ofertas empresariais"}
        </PlansHeading>
        <div className="mt-6">
          {!city ? (
            <ChooseCityPrompt>
              Para ver os planos empresariais disponíveis, selecione sua cidade no menu superior.
            </ChooseCityPrompt>
          ) : (
            <Tabs defaultValue="fibra">
              <TabsList aria-label="Tipo de plano empresarial">
                <TabsTrigger value="fibra">Fibra</TabsTrigger>
                <TabsTrigger value="telefone">Internet + Telefone</TabsTrigger>
              </TabsList>
              <TabsContent value="fibra">
                {status === "loading" ? (
                  <p role="status" className="py-8 text-center text-muted-foreground">
                    Carregando planos...
                  </p>
                ) : plans.length === 0 ? (
                  <p className="py-8 text-center text-muted-foreground">
                    Nenhum plano empresarial disponível para {city.name} no momento.
                  </p>
                ) : (
                  <CityOfferGrid
                    variant="business"
                    plans={plans}
                    city={city}
                    whatsappNumber={whatsappNumber}
                    // SPEC §2: 1 column small, 2 medium, 3 large, 4 extra-large.
                    className="grid grid-cols-1 gap-6 pt-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
                  />
                )}
              </TabsContent>
              <TabsContent value="telefone">
                <div className="mt-6 flex flex-col items-start gap-4 rounded-xl border bg-card p-6 md:flex-row md:items-center">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                    <Icon name="phone" className="size-6" />
                  </span>
                  <div className="flex-1">
                    <h3 className="text-lg font-bold">Internet e telefonia na mesma conta</h3>
                    <p className="mt-1 text-muted-foreground">
                      Linhas fixas, ramais e internet fibra sob medida para a sua empresa. Conte quantas
                      linhas e pontos de acesso você precisa e um consultor monta a proposta.
                    </p>
                  </div>
                  <ChatButton
                    whatsappNumber={whatsappNumber}
                    message={`Olá! Quero uma proposta de internet + telefone para minha empresa${inCity(city ? cityLabel(city) : undefined)}.`}
                    variant="default"
                  >
                    <Icon name="building" />
                    Solicitar proposta
                  </ChatButton>
                </div>
              </TabsContent>
            </Tabs>
          )}
        </div>
      </div>
    </section>
  );
}
