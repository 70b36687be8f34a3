// The staff area's entry (decision 0117): a page and bundle of its own, never loaded by a guest's page. Mantine's
// CSS per component, as the guest app imports it.
import '@mantine/core/styles/baseline.css'
import '@mantine/core/styles/default-css-variables.css'
import '@mantine/core/styles/global.css'
import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/VisuallyHidden.css'
import '@mantine/core/styles/Paper.css'
import '@mantine/core/styles/Group.css'
import '@mantine/core/styles/Stack.css'
import '@mantine/core/styles/Container.css'
import '@mantine/core/styles/Loader.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/PasswordInput.css'
import '@mantine/core/styles/Button.css'
import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/Text.css'
import '@mantine/core/styles/Anchor.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Divider.css'
import '@mantine/core/styles/Title.css'
import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/SimpleGrid.css'
import '@mantine/core/styles/Code.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Radio.css'
import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/Fieldset.css'
import './desk.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DeskApp } from './desk-app'

const root = document.getElementById('desk-root')
if (!root) throw new Error('The desk page has no #desk-root element.')
createRoot(root).render(
  <StrictMode>
    <DeskApp />
  </StrictMode>,
)
