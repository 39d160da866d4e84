import { Accordion, Anchor, List, Paper, Stack, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import { InstallHelp } from '@/components/pwa/install-help'
import { config } from '@/config/env'
import { faqs } from '../faqs'

/** Spec §2: five FAQ accordions plus the configured support contacts; and how to install the app (decisions: 'Installable and updates'). */
export function HelpPage() {
  const { t, i18n } = useLingui()
  const { email, phone, messagingUrl, socialUrl } = config.support
  return (
    <Stack gap="lg" maw={760}>
      <PageTitle>{t`Help`}</PageTitle>
      <section aria-labelledby="faq-heading">
        <Title order={2} fz="h3" id="faq-heading" mb="sm">
          <Trans>Frequently asked questions</Trans>
        </Title>
        <Accordion variant="separated">
          {faqs.map((faq) => (
            <Accordion.Item key={faq.id} value={faq.id}>
              <Accordion.Control>{i18n._(faq.question)}</Accordion.Control>
              <Accordion.Panel>{i18n._(faq.answer)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </section>
      <Paper component="section" withBorder p="lg" aria-labelledby="install-heading">
        <Title order={2} fz="h3" id="install-heading" mb="sm">
          <Trans>Install the app</Trans>
        </Title>
        <InstallHelp />
      </Paper>
      <Paper component="section" withBorder p="lg" aria-labelledby="contact-heading">
        <Title order={2} fz="h3" id="contact-heading" mb="sm">
          <Trans>Contact us</Trans>
        </Title>
        <List spacing="xs">
          <List.Item>
            <Trans>Email:</Trans> <Anchor href={`mailto:${email}`}>{email}</Anchor>
          </List.Item>
          <List.Item>
            <Trans>Phone:</Trans> <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor>
          </List.Item>
          <List.Item>
            <Anchor href={messagingUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Chat with us</Trans>
            </Anchor>
          </List.Item>
          {socialUrl && (
            <List.Item>
              <Anchor href={socialUrl} target="_blank" rel="noopener noreferrer">
                <Trans>Follow us</Trans>
              </Anchor>
            </List.Item>
          )}
        </List>
      </Paper>
    </Stack>
  )
}
